import { defineErrors, defineFeature, tableTypes } from '../../core/feature';
import { systemAccess } from './access';
import { systemCalls } from './calls';
import { systemEvents } from './events';

export const systemFeature = defineFeature({
  name: 'backoffice/system',
  calls: systemCalls,
  access: systemAccess,
  events: systemEvents,
  live: {},
  errors: defineErrors({ UnknownProjection: { status: 404, message: 'There is no read model with this name' } }),
  streams: ['system-'],
  tables: tableTypes<object>(),
});
