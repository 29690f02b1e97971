import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updatePersonalJourneyStatuses(deps: ApiDeps, input: CallIn<'updatePersonalJourneyStatuses'>, ctx: CallContext): Answer<'updatePersonalJourneyStatuses'> {
  return saveList(deps, 'statuses', input.statuses, ctx);
}
