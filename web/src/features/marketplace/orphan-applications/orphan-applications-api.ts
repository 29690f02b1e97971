import type { CallOutput } from '@contracts/core/call';
import { orphanApplicationCalls } from '@contracts/marketplace/orphan-applications/calls';
import { callEndpoints } from '../../../app/call-endpoints';
import { activityTag, activityApi } from '../activity/activity-api';

const orphan = callEndpoints(orphanApplicationCalls);

// Built on the activity endpoints: the account made afterwards lists the application among its own.
export const orphanApplicationsApi = activityApi.injectEndpoints({
  endpoints: (build) => ({
    // multipart: the form travels as it is, checked by the server alone
    applyOrphan: build.mutation<CallOutput<typeof orphanApplicationCalls.applyOrphan>, FormData>({
      query: (form) => ({ name: 'applyOrphan', definition: async () => orphanApplicationCalls.applyOrphan, body: form }),
    }),
    setPasswordOrphan: orphan.mutation(build, 'setPasswordOrphan', {
      invalidatesTags: [activityTag('myApplications')],
    }),
  }),
});
