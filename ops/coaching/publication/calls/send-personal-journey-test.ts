import { said } from '../../../../contracts/core/messages';
import { publicationMessages as m } from '../../../../contracts/coaching/publication/messages';
import { testAddresses } from '../../../../command/coaching/publish-grid/grid-commands';
import { sendPublishTest } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// 'Email sent' / 'Test sent to email, please check your inbox': the mail itself is a reaction.
export async function sendPersonalJourneyTest(deps: ApiDeps, _input: CallIn<'sendPersonalJourneyTest'>, ctx: CallContext): Answer<'sendPersonalJourneyTest'> {
  const userId = subject(ctx);
  const sent = await sendPublishTest(deps, userId, await testAddresses(deps), ctx.command);
  const title = said(m, 'EmailSent');
  return replyTo(sent, async () => ({ ...said(m, 'TestSentCheckInbox'), title: title.message, titleCode: title.messageCode, ...(await publishAnswer(deps, userId)) }));
}
