import { companyEvents, type CompanyEvent } from '../../../contracts/marketplace/companies/events';
import type { ReviewKind } from '../../../contracts/marketplace/companies/review-values';
import { kindOfReview, REVIEW_TYPES, type ReviewType } from '../../../contracts/marketplace/companies/review-values';

// Who holds a company name: the reservation stream company-name-{sha256(name key)}.
export type NameReservation = { holder: { companyId: string; name: string } | null };
export const initialNameReservation: NameReservation = { holder: null };
export const evolveNameReservation = (state: NameReservation, event: CompanyEvent): NameReservation =>
  event.type === 'CompanyNameReserved' ? { holder: { companyId: event.data.companyId, name: event.data.name } } : state;
export const nameReservationFolder = { events: companyEvents, initialState: initialNameReservation, evolve: evolveNameReservation };

// What the review rules need of company-review-{id}: its author, kind, company and who found it helpful.
export type ReviewState = { status: 'none' } | { status: 'written'; authorId: string; companyId: string; kind: ReviewKind; helpful: readonly string[] };
export const initialReview: ReviewState = { status: 'none' };

const typeOf = (type: string): ReviewType => (REVIEW_TYPES as readonly string[]).includes(type) ? (type as ReviewType) : 'current';

export const evolveReview = (state: ReviewState, event: CompanyEvent): ReviewState => {
  switch (event.type) {
    case 'ReviewAdded':
      return { status: 'written', authorId: event.data.authorId, companyId: event.data.companyId, kind: kindOfReview(typeOf(event.data.type)), helpful: [] };
    case 'ReviewMarkedHelpful':
      return state.status === 'written' && !state.helpful.includes(event.data.userId) ? { ...state, helpful: [...state.helpful, event.data.userId] } : state;
    default:
      return state;
  }
};
