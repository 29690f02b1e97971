import { defineFeature, tableTypes } from '../../core/feature';
import { reportsAccess } from './access';
import { reportCalls } from './calls';
import { reportErrors } from './errors';
import { reportEvents } from './events';
import { REPORT_STREAM_PREFIX } from './ids';
import { reportsChangedMessage } from './live';
import { reportMessages } from './messages';
import type { ReportsTables } from './tables';

// Reports and moderation: anyone signed in reports a job, a profile, a review or an interview; the
// admins ignore the report or delete what it reports (/reports).
export const reportsFeature = defineFeature({
  name: 'marketplace/reports',
  calls: reportCalls,
  access: reportsAccess,
  events: reportEvents,
  live: { 'reports.changed': reportsChangedMessage },
  errors: reportErrors,
  messages: reportMessages,
  streams: [REPORT_STREAM_PREFIX],
  tables: tableTypes<ReportsTables>(),
});
