import { defineFeature, tableTypes } from '../../core/feature';
import { cardAccess } from './access';
import { cardCalls } from './calls';
import { cardEvents } from './events';
import type { CardTables } from './tables';

// What cards and list pages show beyond the items: watches and the hiring hint, searches and the
// footer's links.
export const cardsFeature = defineFeature({
  name: 'marketplace/cards',
  calls: cardCalls,
  access: cardAccess,
  events: cardEvents,
  live: {},
  errors: {},
  streams: ['watch-', 'search-log-'],
  tables: tableTypes<CardTables>(),
});
