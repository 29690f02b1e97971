import { defineAccessRows, guests, signedIn, recruiters } from '../../core/access-matrix';
import { applicationCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const applicationAccess = defineAccessRows(applicationCalls, {
  applyHistObject: { expect: signedIn('validation') },
  // a visitor (guest token) applies without an account; a signed-in user who fills the form is
  // told to apply as themselves (409, tests/marketplace/apply-orphan)
  applyOrphan: { expect: guests('validation') },
  setPasswordOrphan: { expect: guests('validation') },
  markApplicantViewed: { expect: recruiters('validation') },
  getUserActivity: { expect: signedIn('validation') },
  markActivitySeen: { expect: signedIn('validation') },
});
