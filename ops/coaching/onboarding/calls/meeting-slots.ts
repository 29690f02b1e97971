import { closeMeetingSlot as closeSlot, openMeetingSlots as openSlots } from '../../../../command/coaching/onboarding/onboarding-commands';
import { getStaffSlots } from '../../../../query/coaching/onboarding/get-onboarding';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// Staff's side of the meetings: the slots they opened, opening and closing them.
export async function getMeetingSlots(deps: ApiDeps): Answer<'getMeetingSlots'> {
  return { slots: await getStaffSlots(deps.db, deps.clock()) };
}

export async function openMeetingSlots(deps: ApiDeps, input: CallIn<'openMeetingSlots'>, ctx: CallContext): Answer<'openMeetingSlots'> {
  const done = await openSlots(deps, input, ctx.command);
  return replyTo(done, async () => ({ slots: await getStaffSlots(deps.db, deps.clock()) }));
}

export async function closeMeetingSlot(deps: ApiDeps, input: CallIn<'closeMeetingSlot'>, ctx: CallContext): Answer<'closeMeetingSlot'> {
  const done = await closeSlot(deps, input, ctx.command);
  return replyTo(done, async () => ({ slots: await getStaffSlots(deps.db, deps.clock()) }));
}
