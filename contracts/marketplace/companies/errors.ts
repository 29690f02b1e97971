import { defineErrors } from '../../core/feature';

export const companyErrors = defineErrors({
  CompanyNotFound: { status: 404, message: 'There is no such company' },
  // one company per name, case and spaces aside: the answer names the one listed
  CompanyExists: { status: 409, message: 'A company of this name is listed already' },
  ReviewNotFound: { status: 404, message: 'There is no such review' },
  // people mark other people's reviews helpful, not their own
  HelpfulOwnReview: { status: 409, message: 'You wrote this review: others can mark it helpful' },
  // a field that was only markup or script once cleaned (the issue names the field)
  ReviewRefused: { status: 400, message: 'The review cannot be saved as it is' },
});
