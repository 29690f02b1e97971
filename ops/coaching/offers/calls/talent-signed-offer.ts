import { actOnOffers } from '../../../../command/coaching/offers/act-on-offers';
import { journeySignedDate } from '../../../../query/coaching/offers/journey-signed-date';
import { listTalentJobs } from '../../../../query/coaching/offers/talent-jobs';
import { listTalentOffers } from '../../../../query/coaching/offers/talent-offers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function talentSignedOffer(deps: ApiDeps, input: CallIn<'talentSignedOffer'>, ctx: CallContext): Answer<'talentSignedOffer'> {
  const userId = subject(ctx);
  const offerId = typeof input.offer === 'string' ? input.offer : input.offer._id;
  const signed = await actOnOffers(deps, { type: 'SignOffer', userId, offerId, jobId: deps.newId(), startDate: input.startDate, jobType: input.type }, ctx.command);
  return replyTo(signed, async () => {
    const [talentJobs, talentOffers, journeyDate] = await Promise.all([listTalentJobs(deps.db, userId), listTalentOffers(deps.db, userId), journeySignedDate(deps.db, userId)]);
    // a client without a journey row still learns the day they signed
    return { talentJobs, talentOffers, signedDate: journeyDate ?? talentOffers.find((o) => o._id === offerId)?.signedDate ?? null };
  });
}
