import { defineAccessRows, everyone, signedIn, recruiters } from '../../core/access-matrix';
import { jobCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const jobAccess = defineAccessRows(jobCalls, {
  createNewJob: { expect: signedIn('validation') },
  saveUserJobR: { expect: recruiters(200), body: (ids) => ({ jobId: ids.ownJobId, jobInfo: { description: 'Still hiring, saved from the editor.' } }) },
  saveUserJob: { expect: recruiters(200), body: (ids) => ({ jobId: ids.ownJobId, jobInfo: { description: 'Still hiring.' } }) },
  changeJobStatus: { expect: recruiters(200), body: (ids) => ({ jobId: ids.ownJobId, newStatus: 'A' }) },
  getUserJobsR: { expect: recruiters(200) },
  getHistogramObjects: { expect: everyone(200), body: () => ({ histogramType: 'jobs', params: {} }) },
  getHistogramObject: { expect: everyone(200), body: (ids) => ({ histogramType: 'jobs', id: ids.ownJobId }) },
});
