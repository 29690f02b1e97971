import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getProjectionStatus(deps: ApiDeps, _input: CallIn<'getProjectionStatus'>, _ctx: CallContext): Answer<'getProjectionStatus'> {
  return deps.projectionStatus();
}
