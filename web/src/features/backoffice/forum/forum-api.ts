import { forumCalls, type ForumAnswer } from '@contracts/backoffice/forum/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(forumCalls);

type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: ForumAnswer }> };

// Every write answers the page it was made on (urlParams): the answer fills it, with a new question.
// (A refused write leaves the page as it was: the screen reads it again for a new question.)
const fillsPage = {
  async onQueryStarted(arg: { urlParams?: string }, { dispatch, queryFulfilled }: Lifecycle) {
    const done = await queryFulfilled.catch(() => null);
    if (done) dispatch(forumApi.util.upsertQueryData('getInterviews', { urlParams: arg.urlParams ?? '' }, done.data));
  },
};

export const forumApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviews: calls.query(build, 'getInterviews'),
    addInterview: calls.mutation(build, 'addInterview', fillsPage),
    addReply: calls.mutation(build, 'addReply', fillsPage),
    editInterview: calls.mutation(build, 'editInterview', fillsPage),
    deleteInterview: calls.mutation(build, 'deleteInterview', fillsPage),
    pinInterview: calls.mutation(build, 'pinInterview', fillsPage),
  }),
});
