import { readConversation } from '../../../../command/marketplace/conversations/read-conversation';
import { getConversationOf, getConversations } from '../../../../query/marketplace/conversations/get-conversations';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { matchedPairOf } from '../answers';

export async function markConversationRead(deps: ApiDeps, input: CallIn<'markConversationRead'>, ctx: CallContext): Answer<'markConversationRead'> {
  const userId = subject(ctx);
  const { jobId, seekerId, recruiterId, matchId } = await matchedPairOf(deps, userId, input);
  const conversation = await getConversationOf(deps.db, userId, matchId);
  const read = await readConversation(deps, { jobId, seekerId, recruiterId, unread: conversation?.unread ?? 0 }, ctx.command);
  return replyTo(read, async () => ({ unread: (await getConversations(deps.db, userId, 0, 1)).unread }));
}
