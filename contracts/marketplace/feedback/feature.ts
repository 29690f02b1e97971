import { defineFeature, tableTypes } from '../../core/feature';
import { feedbackAccess } from './access';
import { feedbackCalls } from './calls';
import { feedbackEvents } from './events';
import { feedbackMessages } from './messages';

export const feedbackFeature = defineFeature({
  name: 'marketplace/feedback',
  calls: feedbackCalls,
  access: feedbackAccess,
  events: feedbackEvents,
  live: {},
  errors: {},
  messages: feedbackMessages,
  streams: ['feedback-'],
  tables: tableTypes<object>(),
});
