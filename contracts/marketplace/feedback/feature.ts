import { defineFeature, tableTypes } from '../../core/feature';
import { feedbackAccess } from './access';
import { feedbackCalls } from './calls';
import { feedbackEvents } from './events';

export const feedbackFeature = defineFeature({
  name: 'marketplace/feedback',
  calls: feedbackCalls,
  access: feedbackAccess,
  events: feedbackEvents,
  live: {},
  errors: {},
  streams: ['feedback-'],
  tables: tableTypes<object>(),
});
