import { defineFeature, tableTypes } from '../../core/feature';
import { jobsFoundAccess } from './access';
import { jobsFoundCalls } from './calls';
import type { JobsFoundTables } from './tables';

// The jobs found table (/jobs-found): what the clients found or signed, from the jobs-and-offers
// events, searched and exported.
export const jobsFoundFeature = defineFeature({
  name: 'backoffice/jobs-found',
  calls: jobsFoundCalls,
  access: jobsFoundAccess,
  events: {},
  live: {},
  errors: {},
  messages: {},
  streams: [],
  tables: tableTypes<JobsFoundTables>(),
});
