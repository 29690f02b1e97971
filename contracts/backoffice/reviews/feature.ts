import { defineFeature, tableTypes } from '../../core/feature';
import { reviewsAccess } from './access';
import { reviewsCalls } from './calls';
import { reviewsErrors } from './errors';
import { reviewsEvents } from './events';
import { REVIEWS_STREAM_PREFIX } from './ids';
import { reviewsMessages } from './messages';
import type { ReviewsTables } from './tables';

// Reviews curation (/{product}-reviews): journey admins import the playlist's videos and the business
// listing's reviews (from the services through the server, or from an export file), and keep extra
// data on each (hidden, partner flags, links) and on the people they are from.
export const reviewsFeature = defineFeature({
  name: 'backoffice/reviews',
  calls: reviewsCalls,
  access: reviewsAccess,
  events: reviewsEvents,
  live: {},
  errors: reviewsErrors,
  messages: reviewsMessages,
  streams: [REVIEWS_STREAM_PREFIX],
  tables: tableTypes<ReviewsTables>(),
});
