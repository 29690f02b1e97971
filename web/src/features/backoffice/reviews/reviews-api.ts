import { reviewsCalls } from '@contracts/backoffice/reviews/calls';
import type { ReviewData } from '@contracts/backoffice/reviews/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(reviewsCalls);

// Every save and import answers the page's data again: the answer fills the page's cache, unasked.
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => {
    const fills = (pick: (answer: never) => ReviewData) => ({
      async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) dispatch(reviewsApi.util.upsertQueryData('getJHReviewData', {}, pick(answered.data as never)));
      },
    });
    return {
      getJHReviewData: calls.query(build, 'getJHReviewData'),
      saveJHReviewData: calls.mutation(build, 'saveJHReviewData', fills((a: ReviewData) => a)),
      saveVideosFromYoutube: calls.mutation(build, 'saveVideosFromYoutube', fills((a: { data: ReviewData }) => a.data)),
      saveReviewsFromGoogle: calls.mutation(build, 'saveReviewsFromGoogle', fills((a: { data: ReviewData }) => a.data)),
    };
  },
});
