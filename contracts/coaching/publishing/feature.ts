import { defineFeature, tableTypes } from '../../core/feature';
import { publishingAccess } from './access';
import { publishingCalls } from './calls';
import { publishingErrors } from './errors';
import { publishingEvents } from './events';
import { publicationProgressedMessage, publishingChanges } from './live';
import { publishingMessages } from './messages';
import type { PublishingTables } from './tables';

// A coaching client's CVs and cover letters, and their publication in cycles of four parts: the
// publisher mails each part, at the time the publish grid (coaching/publish-grid) placed it, to the
// recruiter contact list (coaching/recruiter-contacts).
export const publishingFeature = defineFeature({
  name: 'coaching/publishing',
  calls: publishingCalls,
  access: publishingAccess,
  events: publishingEvents,
  live: { 'publication.progressed': publicationProgressedMessage, ...publishingChanges.live },
  announces: publishingChanges.announces,
  errors: publishingErrors,
  messages: publishingMessages,
  streams: ['cv-', 'cover-letter-', 'publication-'],
  history: ['cv-', 'cover-letter-', 'publication-'],
  tables: tableTypes<PublishingTables>(),
});
