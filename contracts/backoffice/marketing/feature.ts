import { defineFeature, tableTypes } from '../../core/feature';
import { marketingAccess } from './access';
import { marketingCalls } from './calls';
import { marketingErrors } from './errors';
import { marketingEvents } from './events';
import { MARKETING_EVENT_PREFIX, MARKETING_POST_PREFIX, MARKETING_TASK_PREFIX } from './ids';
import { marketingEventChangedMessage, marketingTasksChangedMessage } from './live';
import { marketingMessages } from './messages';
import type { MarketingTables } from './tables';

// Marketing (/marketing-posts, /marketing-calendar, /marketing-dashboard): posts with versions, a
// week's calendar per platform whose events publish them, the daily, weekly and monthly tasks, and
// the figures the publishes brought. Staff only.
export const marketingFeature = defineFeature({
  name: 'backoffice/marketing',
  calls: marketingCalls,
  access: marketingAccess,
  events: marketingEvents,
  live: { 'marketing.eventChanged': marketingEventChangedMessage, 'marketing.tasksChanged': marketingTasksChangedMessage },
  errors: marketingErrors,
  messages: marketingMessages,
  streams: [MARKETING_POST_PREFIX, MARKETING_EVENT_PREFIX, MARKETING_TASK_PREFIX],
  tables: tableTypes<MarketingTables>(),
});
