import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updateSummaryTypes(deps: ApiDeps, input: CallIn<'updateSummaryTypes'>, ctx: CallContext): Answer<'updateSummaryTypes'> {
  return saveList(deps, 'summaryTypes', input.summaryTypes, ctx);
}
