import type { CallName } from '../../contracts/calls';
import type { ComingRole, Role } from './support/roles';

// Who may make which call: every call in the call table × every role, with the answer expected.
// 'validation' is a 400 with issues: the caller got past the access rule and the call needs real
// input. An Answer is a 200 whose body has the given values: where a role changes what the call
// answers rather than whether it may make it (a Pro seeker's free contacts). A call added to the
// call table without a row here, or a row without an expectation for every role, fails the
// access-matrix test.

// a 200 whose body has these values (nested objects compared by their listed fields only)
export type Answer = { status: 200; like: Record<string, unknown> };
export type Expected = 200 | 401 | 403 | 404 | 409 | 'validation' | Answer;
const answers = (like: Record<string, unknown>): Answer => ({ status: 200, like });

// What a row may send instead of {}; ids come from the callers the test signed in (self is the
// caller's own user id, empty for anonymous and guest callers).
export type MatrixIds = { ownJobId: string; otherJobId: string; self: string };
export type MatrixRow = {
  expect: Record<Role, Expected> & Partial<Record<ComingRole, Expected>>;
  body?: (ids: MatrixIds) => Record<string, unknown>;
  // ends the caller's session: run after every other row
  endsSession?: boolean;
};

const everyone = (e: Expected): MatrixRow['expect'] => ({ anonymous: e, guest: e, seeker: e, proSeeker: e, recruiter: e, admin: e });
const guests = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: e, seeker: e, proSeeker: e, recruiter: e, admin: e });
const signedIn = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: e, proSeeker: e, recruiter: e, admin: e });
// the demo admin account looks for work, so it is a seeker, not a recruiter; a Pro plan makes no
// one a recruiter or staff
const recruiters = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: 403, proSeeker: 403, recruiter: e, admin: 403 });
const admins = (e: Expected): MatrixRow['expect'] => ({ anonymous: 401, guest: 401, seeker: 403, proSeeker: 403, recruiter: 403, admin: e });
// what Pro changes: signed-in callers without a plan get `free`, the Pro seeker gets `pro`
const proOnly = (free: Record<string, unknown>, pro: Record<string, unknown>): MatrixRow['expect'] => ({ ...signedIn(answers(free)), proSeeker: answers(pro) });

export const accessMatrix: Record<CallName, MatrixRow> = {
  // identity/users
  register: { expect: everyone('validation') },
  login: { expect: everyone('validation') },
  confirmEmail: { expect: everyone('validation') },
  getUnregistedUserToken: { expect: everyone(200) },
  resetPassword: { expect: everyone('validation') },
  updateUserPassword: { expect: everyone('validation') },
  logoutEverywhere: { expect: signedIn(200), endsSession: true },
  getUserData: { expect: proOnly({ user: { isPro: false } }, { user: { isPro: true } }) },
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
  getCreditLedger: { expect: admins('validation') },
  grantCredits: { expect: admins('validation') },
  // marketplace/payments
  getProPlans: { expect: everyone(200) },
  getPaymentUrl: { expect: signedIn('validation') },
  getPayments: { expect: admins('validation') },
  extendProPlan: { expect: admins('validation') },
  getProStatus: { expect: proOnly({ isPro: false }, { isPro: true }) },
  setAnonymousSearch: { expect: proOnly({ notPro: true, anonymousSearch: false }, { notPro: false, anonymousSearch: true }), body: () => ({ anonymous: true }) },
  // marketplace/applications
  applyHistObject: { expect: signedIn('validation') },
  // a visitor (guest token) applies without an account; a signed-in user who fills the form is
  // told to apply as themselves (409, tests/marketplace/apply-orphan)
  applyOrphan: { expect: guests('validation') },
  setPasswordOrphan: { expect: guests('validation') },
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
  // marketplace/job-history: the job's owner and admins; to anyone else the job is not found
  getJobHistory: { expect: { ...signedIn(404), recruiter: 200, admin: 200 }, body: (ids) => ({ jobId: ids.ownJobId }) },
  getJobAt: { expect: { ...signedIn(404), recruiter: 200, admin: 200 }, body: (ids) => ({ jobId: ids.ownJobId, at: new Date().toISOString() }) },
};
