import type { OffersEvent, TalentOfferFields } from '../../../contracts/coaching/offers/events';

// What the jobs-and-offers rules need to know, folded from a client's offers stream.
export type OffersState = {
  jobs: Readonly<Record<string, { deleted: boolean }>>;
  offers: Readonly<Record<string, { deleted: boolean; signedJobId: string | null; offer: TalentOfferFields }>>;
};

export const initialOffersState: OffersState = { jobs: {}, offers: {} };

export const evolveOffers = (state: OffersState, event: OffersEvent): OffersState => {
  switch (event.type) {
    case 'TalentJobAdded':
      return { ...state, jobs: { ...state.jobs, [event.data.jobId]: { deleted: false } } };
    case 'TalentJobDeleted':
      return { ...state, jobs: { ...state.jobs, [event.data.jobId]: { deleted: true } } };
    case 'TalentOfferAdded':
    case 'TalentOfferEdited': {
      const signedJobId = state.offers[event.data.offerId]?.signedJobId ?? null;
      return { ...state, offers: { ...state.offers, [event.data.offerId]: { deleted: false, signedJobId, offer: event.data.offer } } };
    }
    case 'TalentOfferDeleted': {
      const offer = state.offers[event.data.offerId];
      return offer ? { ...state, offers: { ...state.offers, [event.data.offerId]: { ...offer, deleted: true } } } : state;
    }
    case 'TalentOfferSigned': {
      const offer = state.offers[event.data.offerId];
      const offers = offer ? { ...state.offers, [event.data.offerId]: { ...offer, signedJobId: event.data.jobId } } : state.offers;
      return { jobs: { ...state.jobs, [event.data.jobId]: { deleted: false } }, offers };
    }
    default:
      return state;
  }
};
