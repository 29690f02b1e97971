import { admins, defineAccessRows, signedIn } from '../../core/access-matrix';
import { reportCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const reportsAccess = defineAccessRows(reportCalls, {
  // a job that is none
  reportObject: { expect: signedIn(404), body: () => ({ objectId: 'no-such-job', type: 'job', reason: 'Spam' }) },
  getMyReports: { expect: signedIn(200) },
  getReports: { expect: admins(200) },
  ignoreReport: { expect: admins(404), body: () => ({ reportId: 'no-such-report' }) },
  deleteReportedUser: { expect: admins(404), body: (ids) => ({ reportId: 'no-such-report', reportedId: ids.someoneElse }) },
  deleteReportedJob: { expect: admins(404), body: (ids) => ({ reportId: 'no-such-report', reportedId: ids.otherJobId }) },
  deleteReportedObject: { expect: admins(404), body: () => ({ reportId: 'no-such-report', reportedId: 'no-such-review', type: 'review' }) },
});
