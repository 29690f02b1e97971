import { blockPerson } from '../../../../command/marketplace/conversations/block-person';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function blockUser(deps: ApiDeps, input: CallIn<'blockUser'>, ctx: CallContext): Answer<'blockUser'> {
  const blocked = await blockPerson(deps, { blockedUserId: input.blockedUserId, report: input.report, reason: input.reason ?? null }, ctx.command);
  return replyTo(blocked, () => ({ blocked: true }));
}
