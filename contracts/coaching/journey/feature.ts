import { defineFeature, tableTypes } from '../../core/feature';
import { journeyAccess } from './access';
import { journeyCalls } from './calls';
import { journeyErrors } from './errors';
import { journeyEvents } from './events';
import { JOURNEY_STREAM_PREFIX } from './ids';
import { journeyChanges } from './live';
import { journeyMessages } from './messages';
import type { JourneyTables } from './tables';

// A client's personal journey: its steps, status, plan and manager, comments, safety net,
// subscription and the mid-service questionnaire; staff act on it for the client.
export const journeyFeature = defineFeature({
  name: 'coaching/journey',
  calls: journeyCalls,
  access: journeyAccess,
  events: journeyEvents,
  live: journeyChanges.live,
  announces: journeyChanges.announces,
  errors: journeyErrors,
  messages: journeyMessages,
  streams: [JOURNEY_STREAM_PREFIX],
  history: [JOURNEY_STREAM_PREFIX],
  tables: tableTypes<JourneyTables>(),
});
