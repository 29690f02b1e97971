import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { slotsFor } from '../answers';

export async function fetchMeetingSlots(deps: ApiDeps, _input: CallIn<'fetchMeetingSlots'>, ctx: CallContext): Answer<'fetchMeetingSlots'> {
  return slotsFor(deps, subject(ctx));
}
