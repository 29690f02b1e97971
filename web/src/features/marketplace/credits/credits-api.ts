import { creditCalls } from '@contracts/marketplace/credits/calls';
import { callEndpoints } from '../../../app/call-endpoints';
import { CURRENT_USER_ARGS, usersApi } from '../../identity/users/users-api';
import { jobTagged, MY_JOBS } from '../jobs/job-tags';

const credits = callEndpoints(creditCalls);

export const MY_CREDITS_ARGS = {};

// promoting a job changes it in the jobs feature's lists too
export const creditsApi = jobTagged.enhanceEndpoints({ addTagTypes: ['Credits'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyCredits: credits.query(build, 'getMyCredits', { providesTags: ['Credits'] }),
    // the balance and the unlocked contacts change: the counters read getMyCredits again
    fetchContact: credits.mutation(build, 'fetchContact', { invalidatesTags: (result) => (result && !result.notPro && !result.limitReached ? ['Credits'] : []) }),
    // The answer is the user and their jobs as now promoted: written into the cache.
    promoteObject: credits.mutation(build, 'promoteObject', {
      invalidatesTags: (result) => (result?.promotion ? ['Credits', MY_JOBS, { type: 'Job', id: result.promotion.objectId }] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer && !answer.data.notPro && !answer.data.limitReached)
          dispatch(usersApi.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user: answer.data.userData }));
      },
    }),
  }),
});
