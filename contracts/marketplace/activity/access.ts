import { defineAccessRows, recruiters, signedIn } from '../../core/access-matrix';
import { activityCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const activityAccess = defineAccessRows(activityCalls, {
  applyHistObject: { expect: signedIn('validation') },
  markApplicantViewed: { expect: recruiters('validation') },
  getUserActivity: { expect: signedIn('validation') },
  markActivitySeen: { expect: signedIn('validation') },
});
