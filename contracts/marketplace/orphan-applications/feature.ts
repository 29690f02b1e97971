import { defineFeature, tableTypes } from '../../core/feature';
import { orphanApplicationAccess } from './access';
import { orphanApplicationCalls } from './calls';
import { orphanApplicationErrors } from './errors';
import { orphanApplicationEvents } from './events';
import { orphanMessages } from './messages';
import type { OrphanApplicationTables } from './tables';

// Applying without an account: a visitor's CV to a job, the account they may make afterwards (which
// keeps the applications), and the erasure of those who made none within the retention period.
export const orphanApplicationsFeature = defineFeature({
  name: 'marketplace/orphan-applications',
  calls: orphanApplicationCalls,
  access: orphanApplicationAccess,
  events: orphanApplicationEvents,
  live: {},
  errors: orphanApplicationErrors,
  messages: orphanMessages,
  streams: ['orphan-applicant-'],
  tables: tableTypes<OrphanApplicationTables>(),
});
