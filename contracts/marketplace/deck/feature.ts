import { defineFeature, tableTypes } from '../../core/feature';
import { deckAccess } from './access';
import { deckCalls } from './calls';
import { deckErrors } from './errors';
import { deckEvents } from './events';
import type { DeckTables } from './tables';

// The swipe deck: cards to apply to or connect with, and the ones skipped (applying from the deck
// is the activity feature's applyHistObject).
export const deckFeature = defineFeature({
  name: 'marketplace/deck',
  calls: deckCalls,
  access: deckAccess,
  events: deckEvents,
  live: {},
  errors: deckErrors,
  streams: ['deck-'],
  tables: tableTypes<DeckTables>(),
});
