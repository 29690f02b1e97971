import { defineFeature, tableTypes } from '../../core/feature';
import { creditAccess } from './access';
import { creditCalls } from './calls';
import { creditErrors } from './errors';
import { creditEvents } from './events';
import { creditMessages } from './messages';
import type { CreditTables } from './tables';

// Contact and promote credits as a ledger, contact unlocks and promotions.
export const creditsFeature = defineFeature({
  name: 'marketplace/credits',
  calls: creditCalls,
  access: creditAccess,
  events: creditEvents,
  live: {},
  errors: creditErrors,
  messages: creditMessages,
  streams: ['credits-'],
  tables: tableTypes<CreditTables>(),
});
