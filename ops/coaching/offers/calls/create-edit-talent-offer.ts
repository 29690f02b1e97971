import { actOnOffers } from '../../../../command/coaching/offers/act-on-offers';
import { listTalentOffers } from '../../../../query/coaching/offers/talent-offers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { offerFieldsOf } from '../answers';

export async function createEditTalentOffer(deps: ApiDeps, input: CallIn<'createEditTalentOffer'>, ctx: CallContext): Answer<'createEditTalentOffer'> {
  const userId = subject(ctx);
  const { newData } = input;
  if (newData.isDelete) {
    const deleted = await actOnOffers(deps, { type: 'DeleteOffer', userId, offerId: newData._id ?? '' }, ctx.command);
    return replyTo(deleted, async () => ({ talentOffers: await listTalentOffers(deps.db, userId), _id: null }));
  }
  const offerId = newData._id ?? deps.newId();
  const saved = await actOnOffers(deps, { type: 'SaveOffer', userId, offerId, isNew: newData._id === undefined, offer: offerFieldsOf(newData) }, ctx.command);
  return replyTo(saved, async () => ({ talentOffers: await listTalentOffers(deps.db, userId), _id: offerId }));
}
