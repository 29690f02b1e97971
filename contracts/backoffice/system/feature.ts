import { defineFeature, tableTypes } from '../../core/feature';
import { systemAccess } from './access';
import { systemCalls } from './calls';
import { systemErrors } from './errors';
import { systemEvents } from './events';
import { systemMessages } from './messages';

export const systemFeature = defineFeature({
  name: 'backoffice/system',
  calls: systemCalls,
  access: systemAccess,
  events: systemEvents,
  live: {},
  errors: systemErrors,
  messages: systemMessages,
  streams: ['system-'],
  tables: tableTypes<object>(),
});
