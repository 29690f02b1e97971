import { defineAccessRows, signedIn, admins, proOnly } from '../../core/access-matrix';
import { creditCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const creditAccess = defineAccessRows(creditCalls, {
  // another recruiter's job: Pro shows it free, the others have no credits to unlock it with
  fetchContact: {
    expect: proOnly({ notPro: true, contact: { access: 'locked', email: null, phone: null, emailState: 'hidden' } }, { notPro: false, limitReached: false, contact: { access: 'pro', emailState: 'shown' } }),
    body: (ids) => ({ jobId: ids.otherJobId }),
  },
  // one's own profile: Pro brings promote credits, the others never had any
  promoteObject: {
    expect: proOnly({ notPro: true, promotion: null }, { notPro: false, limitReached: false, alreadyPromoted: false, promotion: { type: 'profile', active: true } }),
    body: (ids) => ({ type: 'profile', objectId: ids.self }),
  },
  getMyCredits: { expect: signedIn(200) },
  getCreditLedger: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse }) },
  grantCredits: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse, type: 'contacts', amount: 1, note: 'access matrix' }) },
});
