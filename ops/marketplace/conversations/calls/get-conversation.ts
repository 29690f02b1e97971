import { getConversationOf, getMessages } from '../../../../query/marketplace/conversations/get-conversations';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { matchedPairOf } from '../answers';

export async function getConversation(deps: ApiDeps, input: CallIn<'getConversation'>, ctx: CallContext): Answer<'getConversation'> {
  const userId = subject(ctx);
  const pair = await matchedPairOf(deps, userId, input);
  return { ...(await getMessages(deps.db, pair.matchId, input.page, input.pageSize)), conversation: await getConversationOf(deps.db, userId, pair.matchId) };
}
