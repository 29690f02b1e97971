import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updateSceduledMeetingStatuses(deps: ApiDeps, input: CallIn<'updateSceduledMeetingStatuses'>, ctx: CallContext): Answer<'updateSceduledMeetingStatuses'> {
  return saveList(deps, 'scheduledMeetingStatuses', input.statuses, ctx);
}
