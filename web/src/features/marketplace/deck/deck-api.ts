import { deckCalls } from '@contracts/marketplace/deck/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const deck = callEndpoints(deckCalls);

export const deckApi = api.enhanceEndpoints({ addTagTypes: ['Deck'] }).injectEndpoints({
  endpoints: (build) => ({
    getSwipeDeck: deck.query(build, 'getSwipeDeck', { providesTags: ['Deck'], keepUnusedDataFor: 0 }),
    skipSuggestion: deck.mutation(build, 'skipSuggestion'),
    undoSkip: deck.mutation(build, 'undoSkip'),
  }),
});
