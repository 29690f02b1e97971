import { answers, defineAccessRows, everyone, signedIn } from '../../core/access-matrix';
import { companyCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts):
// everyone reads companies and reviews; writing takes an account.
export const companiesAccess = defineAccessRows(companyCalls, {
  getCompanies: { expect: everyone(200) },
  getCompany: { expect: everyone(answers({ notFound: true })), body: () => ({ id: 'no-such-company' }) },
  getReviews: { expect: everyone(404), body: () => ({ cardContentType: 'reviews', company: 'no-such-company' }) },
  // the name is required: nothing is added
  addCompany: { expect: signedIn('validation') },
  addReview: { expect: signedIn('validation') },
  addHelpful: { expect: signedIn(404), body: () => ({ id: 'no-such-review', type: 'review' }) },
});
