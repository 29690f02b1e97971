import { getExplanations as readExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getExplanations(deps: ApiDeps, input: CallIn<'getExplanations'>, _ctx: CallContext): Answer<'getExplanations'> {
  return { explanations: await readExplanations(deps.db, input.type, (id) => deps.uploads.link(id, deps.clock())) };
}
