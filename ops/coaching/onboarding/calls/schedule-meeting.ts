import { actOnMeeting } from '../../../../command/coaching/onboarding/onboarding-commands';
import { said } from '../../../../contracts/core/messages';
import { onboardingMessages } from '../../../../contracts/coaching/onboarding/messages';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { slotsFor } from '../answers';

export async function scheduleMeeting(deps: ApiDeps, input: CallIn<'scheduleMeeting'>, ctx: CallContext): Answer<'scheduleMeeting'> {
  const userId = subject(ctx);
  const done = await actOnMeeting(deps, { type: 'Schedule', userId, slotId: input.slotId }, ctx.command);
  return replyTo(done, async () => ({ ...(await slotsFor(deps, userId)), ...said(onboardingMessages, 'MeetingScheduled') }));
}
