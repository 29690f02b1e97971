import type { ReportedObject } from '@contracts/marketplace/reports/report';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(() => import('@contracts/marketplace/reports/calls').then((m) => m.reportCalls));
const reportsChanged = liveMessage('reports.changed', () => import('@contracts/marketplace/reports/live').then((m) => m.reportsChangedMessage));

export const MY_REPORTS_ARGS = {};
const REPORTS = 'Report' as const;

type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: { reports: ReportedObject[] } }> };

const tagged = api.enhanceEndpoints({ addTagTypes: [REPORTS] });

export const reportsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getMyReports: calls.query(build, 'getMyReports'),
    // the answer is everything the caller reported: the Report buttons hide at once
    reportObject: calls.mutation(build, 'reportObject', {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }: Lifecycle) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) dispatch(reportsApi.util.upsertQueryData('getMyReports', MY_REPORTS_ARGS, { reports: answered.data.reports }));
      },
    }),
    // a new report, or one handled by another admin: the page is read again
    getReports: calls.query(build, 'getReports', { providesTags: [REPORTS], onCacheEntryAdded: onLive(reportsChanged, (_message, { refetch }) => refetch()) }),
    ignoreReport: calls.mutation(build, 'ignoreReport', { invalidatesTags: [REPORTS] }),
    deleteReportedUser: calls.mutation(build, 'deleteReportedUser', { invalidatesTags: [REPORTS] }),
    deleteReportedJob: calls.mutation(build, 'deleteReportedJob', { invalidatesTags: [REPORTS] }),
    deleteReportedObject: calls.mutation(build, 'deleteReportedObject', { invalidatesTags: [REPORTS] }),
  }),
});
