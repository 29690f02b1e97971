import { defineFeature, tableTypes } from '../../core/feature';
import { documentsAccess } from './access';
import { documentsCalls } from './calls';
import { documentsEvents } from './events';
import { documentsChanges } from './live';
import { documentsMessages } from './messages';
import type { DocumentsTables } from './tables';

// A coaching client's CV links (and the CV file they uploaded, on the same list) and cover letters,
// one of each picked for the publication; the client's combined read of them with the publication.
export const documentsFeature = defineFeature({
  name: 'coaching/documents',
  calls: documentsCalls,
  access: documentsAccess,
  events: documentsEvents,
  // its changes are told in publishing.changed, which the publication declares
  live: {},
  announces: documentsChanges.announces,
  errors: {},
  messages: documentsMessages,
  streams: ['cv-', 'cover-letter-'],
  history: ['cv-', 'cover-letter-'],
  tables: tableTypes<DocumentsTables>(),
});
