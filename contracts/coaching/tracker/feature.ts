import { defineFeature, tableTypes } from '../../core/feature';
import { trackerAccess } from './access';
import { trackerCalls } from './calls';
import { trackerErrors } from './errors';
import { trackerEvents } from './events';
import { INTERVIEW_TRACKER_STREAM_PREFIX, QUESTIONNAIRE_STREAM_PREFIX } from './ids';
import { trackerChanges } from './live';
import { trackerMessages } from './messages';
import type { TrackerTables } from './tables';

// A coaching client's interview tracker: interviews grouped by company with their statuses and
// summaries, the manager summaries and cycle comments of the full journey timeline, and the
// client's intake questionnaire.
export const trackerFeature = defineFeature({
  name: 'coaching/tracker',
  calls: trackerCalls,
  access: trackerAccess,
  events: trackerEvents,
  live: trackerChanges.live,
  announces: trackerChanges.announces,
  errors: trackerErrors,
  messages: trackerMessages,
  streams: [INTERVIEW_TRACKER_STREAM_PREFIX, QUESTIONNAIRE_STREAM_PREFIX],
  history: [INTERVIEW_TRACKER_STREAM_PREFIX],
  tables: tableTypes<TrackerTables>(),
});
