import { describe, it } from 'vitest';
import type { CompanyEvent } from '../../../contracts/marketplace/companies/events';
import { companyMessages as m } from '../../../contracts/marketplace/companies/messages';
import type { AddReview } from '../../../contracts/marketplace/companies/review';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { reviewDecider, type ReviewCommand } from './decide-review';

const given = DeciderSpecification.for(reviewDecider);
const now = new Date('2026-11-20T09:00:00.000Z');
const at = now.toISOString();
const former: AddReview = {
  type: 'former', company: 'c1', rating: 4, title: 'QA Engineer', employmentType: 'FULL_TIME', headline: 'Good place to learn', pros: '<p>Mentoring</p>', cons: '<p>Long meetings</p>', lastYearEmployment: 2025,
};
const interview: AddReview = { type: 'interview', company: 'c1', rating: 3, title: 'Data Analyst', interviewProcess: '<p>Two rounds</p>', difficulty: 4, gotOffer: 'none', interviewYear: 2026 };
const write = (review: AddReview, companyExists = true): ReviewCommand => ({ type: 'AddReview', reviewId: 'r1', authorId: 'u1', review, companyExists, now });
const added = (review: AddReview): CompanyEvent => {
  const { company, type, ...fields } = review;
  return { type: 'ReviewAdded', data: { reviewId: 'r1', companyId: company, authorId: 'u1', type, review: fields, addedAt: at } };
};
const mark = (userId: string, kind: 'review' | 'interview' = 'review'): ReviewCommand => ({ type: 'MarkHelpful', reviewId: 'r1', userId, kind, now });
const marked = (userId: string): CompanyEvent => ({ type: 'ReviewMarkedHelpful', data: { reviewId: 'r1', companyId: 'c1', userId, markedAt: at } });

describe('the review decider', () => {
  it('writes a review of a listed company with its author and fields', () => {
    given([]).when(write(former)).then([added(former)]);
    given([]).when(write(interview)).then([added(interview)]);
  });

  it('refuses with CompanyNotFound a review of a company not listed', () => {
    given([]).when(write(former, false)).thenFails('CompanyNotFound');
  });

  it('refuses with ReviewRefused a year outside the last five', () => {
    given([]).when(write({ ...former, lastYearEmployment: 2021 } as AddReview)).thenFails('ReviewRefused', m.ReviewYearRange);
    given([]).when(write({ ...interview, interviewYear: 2027 } as AddReview)).thenFails('ReviewRefused', m.ReviewYearRange);
    given([]).when(write({ ...former, lastYearEmployment: 2022 } as AddReview)).then([added({ ...former, lastYearEmployment: 2022 } as AddReview)]);
  });

  it('writes nothing again for a review already written (a repeated request)', () => {
    given([added(former)]).when(write(former)).thenNothingHappens();
  });

  it('marks a review helpful once per person', () => {
    given([added(former)]).when(mark('u2')).then([marked('u2')]);
    given([added(former), marked('u2')]).when(mark('u2')).thenNothingHappens();
    given([added(former), marked('u2')]).when(mark('u3')).then([marked('u3')]);
  });

  it("refuses with HelpfulOwnReview the author's own mark", () => {
    given([added(former)]).when(mark('u1')).thenFails('HelpfulOwnReview');
  });

  it('refuses with ReviewNotFound a review never written, or of the other kind', () => {
    given([]).when(mark('u2')).thenFails('ReviewNotFound');
    given([added(former)]).when(mark('u2', 'interview')).thenFails('ReviewNotFound');
    given([added(interview)]).when(mark('u2', 'interview')).then([marked('u2')]);
  });
});
