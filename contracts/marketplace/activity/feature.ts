import { defineFeature, tableTypes } from '../../core/feature';
import { activityAccess } from './access';
import { activityCalls } from './calls';
import { activityErrors } from './errors';
import { activityEvents } from './events';
import { activityMessages } from './messages';
import { activityChangedMessage, matchMadeMessage } from './live';
import type { ActivityTables } from './tables';

// Applying and connecting, the match they make, and the activity lists that follow them: each
// seeker × job pair has its stream (application-), each seeker their monthly free applications
// (apply-quota-). What a list's badge dot was seen is kept on the inbox- stream (marketplace/inbox).
export const activityFeature = defineFeature({
  name: 'marketplace/activity',
  calls: activityCalls,
  access: activityAccess,
  events: activityEvents,
  live: { 'match.made': matchMadeMessage, 'activity.changed': activityChangedMessage },
  errors: activityErrors,
  messages: activityMessages,
  streams: ['application-', 'apply-quota-'],
  tables: tableTypes<ActivityTables>(),
});
