import { defineEvents } from '../../core/events';
import { defineFeature, tableTypes } from '../../core/feature';
import { defineMessages } from '../../core/messages';
import { faqAccess } from './access';
import { faqCalls } from './calls';

// The FAQ: one read, no streams of its own.
export const faqFeature = defineFeature({
  name: 'marketplace/faq',
  calls: faqCalls,
  access: faqAccess,
  events: defineEvents({}),
  live: {},
  errors: {},
  messages: defineMessages({}),
  streams: [],
  tables: tableTypes<object>(),
});
