import { defineFeature, tableTypes } from '../../core/feature';
import { savedItemsAccess } from './access';
import { savedItemCalls } from './calls';
import { savedItemErrors } from './errors';
import { savedItemEvents } from './events';
import { SAVED_ITEMS_STREAM_PREFIX } from './ids';
import { savedItemMessages } from './messages';
import type { SavedItemsTables } from './tables';

// Saved items (/saveditems): the jobs a seeker and the resumes a recruiter bookmarked.
export const savedItemsFeature = defineFeature({
  name: 'marketplace/saved-items',
  calls: savedItemCalls,
  access: savedItemsAccess,
  events: savedItemEvents,
  live: {},
  errors: savedItemErrors,
  messages: savedItemMessages,
  streams: [SAVED_ITEMS_STREAM_PREFIX],
  tables: tableTypes<SavedItemsTables>(),
});
