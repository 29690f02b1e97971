import { getPublishes } from '../../../../query/backoffice/marketing/get-publishes';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getMPublish(deps: ApiDeps, input: CallIn<'getMPublish'>, _ctx: CallContext): Answer<'getMPublish'> {
  return getPublishes(deps.db, input);
}
