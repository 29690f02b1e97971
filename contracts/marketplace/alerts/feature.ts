import { defineFeature, tableTypes } from '../../core/feature';
import { alertsAccess } from './access';
import { alertCalls } from './calls';
import { alertErrors } from './errors';
import { alertEvents } from './events';
import { ALERT_STREAM_PREFIX, MAIL_PREFERENCES_STREAM_PREFIX } from './ids';
import { alertMessages } from './messages';
import type { AlertsTables } from './tables';

// Alerts (/notifications): searches kept and mailed at their frequency, to accounts and to visitors
// who approved their address; the kinds of mail each account wants; the outbox of every mail sent.
export const alertsFeature = defineFeature({
  name: 'marketplace/alerts',
  calls: alertCalls,
  access: alertsAccess,
  events: alertEvents,
  live: {},
  errors: alertErrors,
  messages: alertMessages,
  streams: [ALERT_STREAM_PREFIX, MAIL_PREFERENCES_STREAM_PREFIX],
  tables: tableTypes<AlertsTables>(),
});
