import { listTalentJobs } from '../../../../query/coaching/offers/talent-jobs';
import { listTalentOffers } from '../../../../query/coaching/offers/talent-offers';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getTalentJobsAndOffers(deps: ApiDeps, _input: CallIn<'getTalentJobsAndOffers'>, ctx: CallContext): Answer<'getTalentJobsAndOffers'> {
  const userId = subject(ctx);
  const [talentJobs, talentOffers] = await Promise.all([listTalentJobs(deps.db, userId), listTalentOffers(deps.db, userId)]);
  return { talentJobs, talentOffers, rates: deps.offerRates };
}
