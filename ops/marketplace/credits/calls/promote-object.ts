import { promoteOwnObject } from '../../../../command/marketplace/credits/promote-own-object';
import { getUserData } from '../../../../query/identity/users/get-user-data';
import { getPromotions } from '../../../../query/marketplace/credits/get-credits';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function promoteObject(deps: ApiDeps, input: CallIn<'promoteObject'>, ctx: CallContext): Answer<'promoteObject'> {
  const user = signedIn(ctx);
  const promoted = await promoteOwnObject(deps, { type: input.type, objectId: input.objectId }, ctx.command);
  return replyTo(promoted, async (done) => {
    const promotes = await getPromotions(deps.db, user.id);
    const promotion = done.promotionId
      ? promotes.find((p) => p.promotionId === done.promotionId)
      : promotes.find((p) => p.active && p.type === input.type && p.objectId === input.objectId);
    const userData = await getUserData(deps.db, user.id, await deps.settings());
    if (!userData) throw new Error(`account ${user.id} missing from the read model`);
    return {
      notPro: done.refused === 'NotPro',
      limitReached: done.refused === 'LimitReached',
      alreadyPromoted: done.alreadyPromoted,
      promotion: promotion ?? null,
      results: await getUserJobs(deps.db, user.id),
      promotes,
      userData,
    };
  });
}
