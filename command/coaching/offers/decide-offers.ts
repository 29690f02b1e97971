import { domainError, type DomainError } from '../../../contracts/core/errors';
import { offersEvents, type OffersEvent, type TalentJobFields, type TalentOfferFields } from '../../../contracts/coaching/offers/events';
import type { TalentJobType } from '../../../contracts/coaching/offers/lists';
import { offersMessages as m } from '../../../contracts/coaching/offers/messages';
import type { Decider } from '../../core/decider';
import { evolveOffers, initialOffersState, type OffersState } from './offers';

export type OffersCommand = { userId: string; now: Date } & (
  | { type: 'AddJob'; jobId: string; job: TalentJobFields }
  | { type: 'EditJob'; jobId: string; job: TalentJobFields }
  | { type: 'DeleteJob'; jobId: string }
  // offerId names an offer to edit, or the new one's id
  | { type: 'SaveOffer'; offerId: string; isNew: boolean; offer: TalentOfferFields }
  | { type: 'DeleteOffer'; offerId: string }
  | { type: 'SignOffer'; offerId: string; jobId: string; startDate: string; jobType: TalentJobType }
);

const notFound = (message: string): DomainError => domainError('OffersItemNotFound', message);
const rule = (message: string): DomainError => domainError('OffersRuleBroken', message);

// The job a signed offer becomes: the final salary when there is one, else the first offer.
export function jobOfOffer(offer: TalentOfferFields, jobType: TalentJobType, startDate: string): TalentJobFields {
  const final = offer.finalSalary !== null;
  return {
    type: jobType,
    company: offer.company,
    title: offer.title,
    titleGroup: offer.titleGroup,
    titleCategories: offer.titleCategories,
    seniority: offer.seniority,
    salary: final ? offer.finalSalary : offer.firstSalaryOffer,
    salaryCurrency: final ? offer.finalSalaryCurrency : offer.firstSalaryOfferCurrency,
    salaryFrequency: final ? offer.finalSalaryFrequency : offer.firstSalaryOfferFrequency,
    dateStart: startDate,
    description: offer.clearJobDefenition,
  };
}

function decide(c: OffersCommand, state: OffersState): OffersEvent[] | DomainError {
  const at = c.now.toISOString();
  const userId = c.userId;
  switch (c.type) {
    case 'AddJob':
      return [{ type: 'TalentJobAdded', data: { userId, jobId: c.jobId, job: c.job, addedAt: at } }];
    case 'EditJob':
    case 'DeleteJob': {
      const job = state.jobs[c.jobId];
      if (!job || job.deleted) return notFound(m.TalentJobNotFound);
      return c.type === 'EditJob'
        ? [{ type: 'TalentJobEdited', data: { userId, jobId: c.jobId, job: c.job, editedAt: at } }]
        : [{ type: 'TalentJobDeleted', data: { userId, jobId: c.jobId, deletedAt: at } }];
    }
    case 'SaveOffer': {
      if (c.isNew) return [{ type: 'TalentOfferAdded', data: { userId, offerId: c.offerId, offer: c.offer, addedAt: at } }];
      const offer = state.offers[c.offerId];
      if (!offer || offer.deleted) return notFound(m.TalentOfferNotFound);
      if (JSON.stringify(offer.offer) === JSON.stringify(c.offer)) return [];
      return [{ type: 'TalentOfferEdited', data: { userId, offerId: c.offerId, offer: c.offer, editedAt: at } }];
    }
    case 'DeleteOffer': {
      const offer = state.offers[c.offerId];
      if (!offer || offer.deleted) return notFound(m.TalentOfferNotFound);
      if (offer.signedJobId) return rule(m.SignedOfferNotDeletable);
      return [{ type: 'TalentOfferDeleted', data: { userId, offerId: c.offerId, deletedAt: at } }];
    }
    case 'SignOffer': {
      const offer = state.offers[c.offerId];
      if (!offer || offer.deleted) return notFound(m.TalentOfferNotFound);
      if (offer.signedJobId) return rule(m.TalentOfferSignedAlready);
      const job = jobOfOffer(offer.offer, c.jobType, c.startDate);
      return [{ type: 'TalentOfferSigned', data: { userId, offerId: c.offerId, jobId: c.jobId, startDate: c.startDate, job, signedAt: at } }];
    }
  }
}

export const offersDecider: Decider<OffersState, OffersCommand, OffersEvent> = {
  events: offersEvents,
  initialState: initialOffersState,
  evolve: evolveOffers,
  decide,
};
