import { deckFeature } from '../../../contracts/marketplace/deck/feature';
import { deckProjection } from '../../../projections/marketplace/deck/deck.projection';
import { defineServerFeature } from '../../server/feature';
import { getSwipeDeck } from './calls/get-swipe-deck';
import { skipSuggestion } from './calls/skip-suggestion';
import { undoSkip } from './calls/undo-skip';

export const deckServer = defineServerFeature({
  contract: deckFeature,
  projections: [deckProjection],
  migrations: [],
  reads: { skipSuggestion: [deckProjection], undoSkip: [deckProjection] },
  calls: { getSwipeDeck, skipSuggestion, undoSkip },
});
