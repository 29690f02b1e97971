import { domainError, type DomainError } from '../../../contracts/core/errors';
import { companyEvents, type CompanyEvent } from '../../../contracts/marketplace/companies/events';
import { companyMessages as m } from '../../../contracts/marketplace/companies/messages';
import type { AddReview } from '../../../contracts/marketplace/companies/review';
import { recentYears, type ReviewKind } from '../../../contracts/marketplace/companies/review-values';
import type { Decider } from '../../core/decider';
import { evolveReview, initialReview, type ReviewState } from './company';

// companyExists: looked up as the command is made (facts.ts).
export type ReviewCommand =
  | { type: 'AddReview'; reviewId: string; authorId: string; review: AddReview; companyExists: boolean; now: Date }
  | { type: 'MarkHelpful'; reviewId: string; userId: string; kind: ReviewKind; now: Date };

// The year field of a review, when it has one: it must be one of the last five years (the selects'
// years), which only the clock of now can say.
export const yearFieldOf = (review: AddReview): 'lastYearEmployment' | 'interviewYear' | null =>
  review.type === 'former' ? 'lastYearEmployment' : review.type === 'interview' && review.interviewYear !== undefined ? 'interviewYear' : null;

const yearOutOfRange = (review: AddReview, now: Date): boolean => {
  const year = review.type === 'former' ? review.lastYearEmployment : review.type === 'interview' ? review.interviewYear : undefined;
  return year !== undefined && !recentYears(now).includes(year);
};

function decide(c: ReviewCommand, state: ReviewState): CompanyEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'AddReview': {
      // a repeated request finds its review written
      if (state.status !== 'none') return [];
      if (!c.companyExists) return domainError('CompanyNotFound');
      if (yearOutOfRange(c.review, c.now)) return domainError('ReviewRefused', m.ReviewYearRange);
      const { company, type, ...review } = c.review;
      return [{ type: 'ReviewAdded', data: { reviewId: c.reviewId, companyId: company, authorId: c.authorId, type, review, addedAt: at } }];
    }
    case 'MarkHelpful': {
      if (state.status !== 'written' || state.kind !== c.kind) return domainError('ReviewNotFound');
      if (state.authorId === c.userId) return domainError('HelpfulOwnReview');
      if (state.helpful.includes(c.userId)) return [];
      return [{ type: 'ReviewMarkedHelpful', data: { reviewId: c.reviewId, companyId: state.companyId, userId: c.userId, markedAt: at } }];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, CompanyEvent> = { events: companyEvents, initialState: initialReview, evolve: evolveReview, decide };
