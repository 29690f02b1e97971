import type { z } from 'zod';
import { CallFailure } from '../../../contracts/core/errors';
import type { talentOfferSchema } from '../../../contracts/coaching/tracker/interview';
import type { InterviewGroup, Interview } from '../../../contracts/coaching/tracker/interview';
import { listTalentOffers } from '../../../query/coaching/offers/talent-offers';
import { groupsOf, interviewsOf, trackerCyclesOf } from '../../../query/coaching/tracker/get-interviews';
import type { ApiDeps } from '../../server/feature';

type TalentOffer = z.infer<typeof talentOfferSchema>;

// The client's offers, from the offers feature's read model.
export async function talentOffersOf(deps: ApiDeps, userId: string): Promise<TalentOffer[]> {
  return listTalentOffers(deps.db, userId);
}

export const offerCompanies = (offers: readonly TalentOffer[]): Set<string> => new Set(offers.map((o) => o.company.trim().toLowerCase()));

export async function trackerData(deps: ApiDeps, userId: string) {
  const [cycles, talentOffers] = await Promise.all([trackerCyclesOf(deps.db, userId), talentOffersOf(deps, userId)]);
  const now = deps.clock();
  const interviews = await interviewsOf(deps.db, userId, now, cycles, offerCompanies(talentOffers));
  return { cycles, talentOffers, interviews, interviewGroups: groupsOf(interviews, now) };
}

// What the interview commands answer: the interview saved (null once deleted), every interview and the groups.
export async function interviewAnswer(deps: ApiDeps, userId: string, interviewId: string | null): Promise<{ interview: Interview | null; interviews: Interview[]; interviewGroups: InterviewGroup[] }> {
  const { interviews, interviewGroups } = await trackerData(deps, userId);
  return { interview: interviews.find((i) => i._id === interviewId) ?? null, interviews, interviewGroups };
}

// The journey a timeline call names must be the one the call is about.
export function sameJourney(journeyId: string, userId: string): void {
  if (journeyId !== userId) throw new CallFailure('TrackerNotFound');
}
