import { giveProPlan } from '../../../../command/marketplace/payments/give-pro-plan';
import { getUserData } from '../../../../query/identity/users/get-user-data';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function extendProPlan(deps: ApiDeps, input: CallIn<'extendProPlan'>, ctx: CallContext): Answer<'extendProPlan'> {
  const userId = subject(ctx);
  const extended = await giveProPlan(deps, { userId, months: input.months }, ctx.command);
  return replyTo(extended, async () => ({ userData: (await getUserData(deps.db, userId, await deps.settings()))! }));
}
