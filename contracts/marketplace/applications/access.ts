import { defineAccessRows, recruiters, signedIn } from '../../core/access-matrix';
import { applicationCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const applicationAccess = defineAccessRows(applicationCalls, {
  applyHistObject: { expect: signedIn('validation') },
  markApplicantViewed: { expect: recruiters('validation') },
  getUserActivity: { expect: signedIn('validation') },
  markActivitySeen: { expect: signedIn('validation') },
});
