import type { cardCalls } from '@contracts/marketplace/cards/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

// the lists use these: their schemas load with the first call
const cards = callEndpoints(() => import('@contracts/marketplace/cards/calls').then((m): typeof cardCalls => m.cardCalls));

export const cardsApi = api.enhanceEndpoints({ addTagTypes: ['JobWatches'] }).injectEndpoints({
  endpoints: (build) => ({
    watchJob: cards.mutation(build, 'watchJob', { invalidatesTags: (result, _error, arg) => (result?.recorded ? [{ type: 'JobWatches', id: arg.jobId }] : []) }),
    getJobWatchStats: cards.query(build, 'getJobWatchStats', { providesTags: (_result, _error, arg) => [{ type: 'JobWatches', id: arg.jobId }] }),
    recordSearch: cards.mutation(build, 'recordSearch'),
    // the lists' footer links, asked for once the list shows
    getSearchLinks: cards.firstScreenQuery(build, 'getSearchLinks', { access: 'anonymous' }, { keepUnusedDataFor: 300 }),
  }),
});
