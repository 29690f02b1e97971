import { defineFeature, tableTypes } from '../../core/feature';
import { publicationAccess } from './access';
import { publicationCalls } from './calls';
import { publicationErrors } from './errors';
import { publicationEvents } from './events';
import { publicationChanges, publicationProgressedMessage, publishingChangedMessage } from './live';
import { publicationMessages } from './messages';
import type { PublicationTables } from './tables';

// A coaching client's publication in cycles of four parts, from the CVs and cover letters they keep
// (coaching/documents): the test, approval, pauses, cycles, and the publisher that mails each part,
// at the time the publish grid (coaching/publish-grid) placed it, to the recruiter contact list
// (coaching/recruiter-contacts).
export const publicationFeature = defineFeature({
  name: 'coaching/publication',
  calls: publicationCalls,
  access: publicationAccess,
  events: publicationEvents,
  live: { 'publication.progressed': publicationProgressedMessage, 'publishing.changed': publishingChangedMessage },
  announces: publicationChanges.announces,
  errors: publicationErrors,
  messages: publicationMessages,
  streams: ['publication-'],
  history: ['publication-'],
  tables: tableTypes<PublicationTables>(),
});
