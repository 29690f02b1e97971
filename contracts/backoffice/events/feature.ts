import { defineFeature, tableTypes } from '../../core/feature';
import { eventAccess } from './access';
import { eventCalls } from './calls';
import { eventErrors } from './errors';
import { eventEvents } from './events';
import { EVENT_OCCURRENCE_STREAM_PREFIX } from './ids';
import { eventLive } from './live';
import { eventMessages } from './messages';
import type { EventTables } from './tables';

// Weekly webinars (/events/{eventUrl}): visitors register to an occurrence (a waitlist when it is
// full), see and cancel their registration by its link; journey admins manage each occurrence
// (host, link, places, open or closed) and check people in, the list following live.
export const eventsFeature = defineFeature({
  name: 'backoffice/events',
  calls: eventCalls,
  access: eventAccess,
  events: eventEvents,
  live: eventLive,
  errors: eventErrors,
  messages: eventMessages,
  streams: [EVENT_OCCURRENCE_STREAM_PREFIX],
  tables: tableTypes<EventTables>(),
});
