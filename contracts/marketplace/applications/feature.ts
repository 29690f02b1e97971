import { defineFeature, tableTypes } from '../../core/feature';
import { applicationAccess } from './access';
import { applicationCalls } from './calls';
import { applicationErrors } from './errors';
import { applicationEvents } from './events';
import { activityChangedMessage, matchMadeMessage } from './live';
import type { ApplicationTables } from './tables';

export const applicationsFeature = defineFeature({
  name: 'marketplace/applications',
  calls: applicationCalls,
  access: applicationAccess,
  events: applicationEvents,
  live: { 'match.made': matchMadeMessage, 'activity.changed': activityChangedMessage },
  errors: applicationErrors,
  streams: ['application-', 'apply-quota-'],
  tables: tableTypes<ApplicationTables>(),
});
