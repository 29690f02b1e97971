import { defineFeature, tableTypes } from '../../core/feature';
import { publishingAccess } from './access';
import { publishingCalls } from './calls';
import { publishingErrors } from './errors';
import { publishingEvents } from './events';
import { publicationProgressedMessage, publishGridChangedMessage, publishingChanges } from './live';
import { publishingMessages } from './messages';
import type { PublishingTables } from './tables';

// A coaching client's CVs and cover letters, their publication in cycles of four parts, the
// publisher that mails the parts to the recruiter contact list (coaching/recruiter-contacts), and
// the staff's live publish grid.
export const publishingFeature = defineFeature({
  name: 'coaching/publishing',
  calls: publishingCalls,
  access: publishingAccess,
  events: publishingEvents,
  live: { 'publishGrid.changed': publishGridChangedMessage, 'publication.progressed': publicationProgressedMessage, ...publishingChanges.live },
  announces: publishingChanges.announces,
  errors: publishingErrors,
  messages: publishingMessages,
  streams: ['cv-', 'cover-letter-', 'publication-', 'publish-grid'],
  history: ['cv-', 'cover-letter-', 'publication-'],
  tables: tableTypes<PublishingTables>(),
});
