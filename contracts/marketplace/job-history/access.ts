import { defineAccessRows, signedIn } from '../../core/access-matrix';
import { jobHistoryCalls } from './calls';

// The job's owner and admins; to anyone else the job is not found.
export const jobHistoryAccess = defineAccessRows(jobHistoryCalls, {
  getJobHistory: { expect: { ...signedIn(404), recruiter: 200, admin: 200 }, body: (ids) => ({ jobId: ids.ownJobId }) },
  getJobAt: { expect: { ...signedIn(404), recruiter: 200, admin: 200 }, body: (ids) => ({ jobId: ids.ownJobId, at: new Date().toISOString() }) },
});
