import { interviewsReportCalls } from '@contracts/backoffice/interviews-report/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(interviewsReportCalls);

export const interviewsReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewsReportData: calls.query(build, 'getInterviewsReportData'),
    // counted when the chart opens, fresh each time
    getInterviewsReportDataStats: calls.query(build, 'getInterviewsReportDataStats', { keepUnusedDataFor: 0 }),
  }),
});
