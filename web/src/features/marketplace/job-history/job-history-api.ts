import { jobHistoryCalls } from '@contracts/marketplace/job-history/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const history = callEndpoints(jobHistoryCalls);

// A history is read when it is opened: it is not kept up to date while closed.
export const jobHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobHistory: history.query(build, 'getJobHistory', { keepUnusedDataFor: 0 }),
    getJobAt: history.query(build, 'getJobAt'),
  }),
});
