import { matchId } from '../../../../contracts/marketplace/activity/ids';
import { writeMessage } from '../../../../command/marketplace/conversations/write-message';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { pairNamed } from '../answers';

export async function sendMessage(deps: ApiDeps, input: CallIn<'sendMessage'>, ctx: CallContext): Answer<'sendMessage'> {
  const pair = pairNamed(input);
  const sent = await writeMessage(deps, { ...pair, text: input.text }, ctx.command);
  return replyTo(sent, ({ messageId, senderId, text, sentAt, position }) => ({
    message: { id: messageId, matchId: matchId(pair.jobId, pair.seekerId), senderId, text, sentAt, position: position ?? '0' },
  }));
}
