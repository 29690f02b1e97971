import type { CallName } from '../../contracts/calls';
import type { ComingRole, Role } from './support/roles';

// Who may make which call: every call in the call table × every role, with the answer expected.
// 'validation' is a 400 with issues: the caller got past the access rule and the call needs real
// input. A call added to the call table without a row here fails the access-matrix test.

export type Expected = 200 | 401 | 403 | 404 | 409 | 'validation';

// What a row may send instead of {}; ids come from the callers the test signed in.
export type MatrixIds = { ownJobId: string; otherJobId: string };
export type MatrixRow = {
  expect: Record<Role, Expected> & Partial<Record<ComingRole, Expected>>;
  body?: (ids: MatrixIds) => Record<string, unknown>;
  // ends the caller's session: run after every other row
  endsSession?: boolean;
};

const everyone = (e: Expected): MatrixRow['expect'] => ({ anonymous: e, guest: e, seeker: e, recruiter: e, admin: e });
const guests = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: e, seeker: e, recruiter: e, admin: e });
const signedIn = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: e, recruiter: e, admin: e });
// the demo admin account looks for work, so it is a seeker, not a recruiter
const recruiters = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: 403, recruiter: e, admin: 403 });
const admins = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: 403, recruiter: 403, admin: e });

export const accessMatrix: Record<CallName, MatrixRow> = {
  // identity/users
  register: { expect: everyone('validation') },
  login: { expect: everyone('validation') },
  confirmEmail: { expect: everyone('validation') },
  getUnregistedUserToken: { expect: everyone(200) },
  resetPassword: { expect: everyone('validation') },
  updateUserPassword: { expect: everyone('validation') },
  logoutEverywhere: { expect: signedIn(200), endsSession: true },
  getUserData: { expect: signedIn(200) },
  saveProfile: { expect: signedIn(200) },
  deleteAccount: { expect: signedIn('validation') },
  exportMyData: { expect: signedIn(200) },
  getOutbox: { expect: admins(200) },
  // marketplace/jobs
  createNewJob: { expect: signedIn('validation') },
  saveUserJob: { expect: recruiters(200), body: (ids) => ({ jobId: ids.ownJobId, jobInfo: { description: 'Still hiring.' } }) },
  changeJobStatus: { expect: recruiters(200), body: (ids) => ({ jobId: ids.ownJobId, newStatus: 'A' }) },
  getUserJobsR: { expect: recruiters(200) },
  getHistogramObjects: { expect: everyone(200), body: () => ({ histogramType: 'jobs', params: {} }) },
  getHistogramObject: { expect: everyone(200), body: (ids) => ({ histogramType: 'jobs', id: ids.ownJobId }) },
  // marketplace/feedback
  sendFeedback: { expect: guests(200), body: () => ({ feedback: 'The search is fast.' }) },
  // backoffice/system
  getProjectionStatus: { expect: admins(200) },
  replayProjection: { expect: admins('validation') },
  // marketplace/credits
  fetchContact: { expect: signedIn('validation') },
  promoteObject: { expect: signedIn('validation') },
  getMyCredits: { expect: signedIn(200) },
  getCreditLedger: { expect: admins('validation') },
  grantCredits: { expect: admins('validation') },
  // marketplace/payments
  getProPlans: { expect: everyone(200) },
  getPaymentUrl: { expect: signedIn('validation') },
  getPayments: { expect: admins('validation') },
  extendProPlan: { expect: admins('validation') },
  getProStatus: { expect: signedIn(200) },
  setAnonymousSearch: { expect: signedIn('validation') },
  // marketplace/applications
  applyHistObject: { expect: signedIn('validation') },
  markApplicantViewed: { expect: recruiters('validation') },
  getUserActivity: { expect: signedIn('validation') },
  markActivitySeen: { expect: signedIn('validation') },
  getNotifications: { expect: signedIn(200) },
  markNotificationsRead: { expect: signedIn('validation') },
  getSwipeDeck: { expect: signedIn(200) },
  skipSuggestion: { expect: signedIn('validation') },
  // nothing skipped yet: nothing to bring back
  undoSkip: { expect: signedIn(409) },
  // marketplace/messages
  sendMessage: { expect: signedIn('validation') },
  getConversations: { expect: signedIn(200) },
  getConversation: { expect: signedIn('validation') },
  markConversationRead: { expect: signedIn('validation') },
  blockUser: { expect: signedIn('validation') },
};
