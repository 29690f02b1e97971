import { defineFeature, tableTypes } from '../../core/feature';
import { publishingAccess } from './access';
import { publishingCalls } from './calls';
import { publishingErrors } from './errors';
import { publishingEvents } from './events';
import { publicationChanges, publicationProgressedMessage, publishingChangedMessage } from './live';
import { publishingMessages } from './messages';
import type { PublishingTables } from './tables';

// A coaching client's publication in cycles of four parts, from the CVs and cover letters they keep
// (coaching/documents): the test, approval, pauses, cycles, and the publisher that mails each part,
// at the time the publish grid (coaching/publish-grid) placed it, to the recruiter contact list
// (coaching/recruiter-contacts).
export const publishingFeature = defineFeature({
  name: 'coaching/publishing',
  calls: publishingCalls,
  access: publishingAccess,
  events: publishingEvents,
  live: { 'publication.progressed': publicationProgressedMessage, 'publishing.changed': publishingChangedMessage },
  announces: publicationChanges.announces,
  errors: publishingErrors,
  messages: publishingMessages,
  streams: ['publication-'],
  history: ['publication-'],
  tables: tableTypes<PublishingTables>(),
});
