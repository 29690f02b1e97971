import { getConversations as conversationsOf } from '../../../../query/marketplace/conversations/get-conversations';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getConversations(deps: ApiDeps, input: CallIn<'getConversations'>, ctx: CallContext): Answer<'getConversations'> {
  return conversationsOf(deps.db, subject(ctx), input.page, input.pageSize);
}
