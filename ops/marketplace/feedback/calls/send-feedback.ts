import { recordFeedback } from '../../../../command/marketplace/feedback/record-feedback';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { feedbackMessages } from '../../../../contracts/marketplace/feedback/messages';

export async function sendFeedback(deps: ApiDeps, input: CallIn<'sendFeedback'>, ctx: CallContext): Answer<'sendFeedback'> {
  const recorded = await recordFeedback(deps, { feedback: input.feedback }, ctx.command);
  return replyTo(recorded, () => ({ success: true, ...said(feedbackMessages, 'FeedbackThanks') }));
}
