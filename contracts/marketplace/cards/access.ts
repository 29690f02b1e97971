import { answers, defineAccessRows, everyone, guests } from '../../core/access-matrix';
import { cardCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const cardAccess = defineAccessRows(cardCalls, {
  watchJob: { expect: guests(200), body: (ids) => ({ jobId: ids.otherJobId }) },
  // the counts are the owner's (the recruiter's own job); everyone else gets the hint alone
  getJobWatchStats: {
    expect: { ...everyone(answers({ hiringPercent: null, watches: null })), recruiter: answers({ hiringPercent: null }) },
    body: (ids) => ({ jobId: ids.ownJobId }),
  },
  recordSearch: { expect: guests(200), body: () => ({ histogramType: 'jobs', queryString: 'product manager' }) },
  getSearchLinks: { expect: everyone(200), body: () => ({ histogramType: 'jobs' }) },
});
