import { defineFeature, tableTypes } from '../../core/feature';
import { offersAccess } from './access';
import { offersCalls } from './calls';
import { offersErrors } from './errors';
import { offersEvents } from './events';
import { OFFERS_STREAM_PREFIX, TALENT_PROJECTS_STREAM_PREFIX } from './ids';
import { offersChanges } from './live';
import { offersMessages } from './messages';
import type { OffersTables } from './tables';

// A coaching client's jobs, offers and side projects: offers compared side by side in one currency
// and frequency, an offer signed into a job (and the journey's signedDate); staff act for the client.
export const offersFeature = defineFeature({
  name: 'coaching/offers',
  calls: offersCalls,
  access: offersAccess,
  events: offersEvents,
  live: offersChanges.live,
  announces: offersChanges.announces,
  errors: offersErrors,
  messages: offersMessages,
  streams: [OFFERS_STREAM_PREFIX, TALENT_PROJECTS_STREAM_PREFIX],
  history: [OFFERS_STREAM_PREFIX, TALENT_PROJECTS_STREAM_PREFIX],
  tables: tableTypes<OffersTables>(),
});
