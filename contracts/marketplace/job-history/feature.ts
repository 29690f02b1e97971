import { defineFeature, tableTypes } from '../../core/feature';
import { jobHistoryAccess } from './access';
import { jobHistoryCalls } from './calls';

// A job's history and the job as it was at a moment: the first reader of the history entries.
export const jobHistoryFeature = defineFeature({
  name: 'marketplace/job-history',
  calls: jobHistoryCalls,
  access: jobHistoryAccess,
  events: {},
  live: {},
  errors: {},
  streams: [],
  tables: tableTypes<object>(),
});
