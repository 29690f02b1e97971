import { defineFeature, tableTypes } from '../../core/feature';
import { jobAccess } from './access';
import { jobCalls } from './calls';
import { jobErrors } from './errors';
import { jobEvents } from './events';
import { jobMessages } from './messages';
import { jobChangedMessage } from './live';
import type { JobTables } from './tables';

export const jobsFeature = defineFeature({
  name: 'marketplace/jobs',
  calls: jobCalls,
  access: jobAccess,
  events: jobEvents,
  live: { 'job.changed': jobChangedMessage },
  errors: jobErrors,
  messages: jobMessages,
  streams: ['job-'],
  history: ['job-'],
  tables: tableTypes<JobTables>(),
});
