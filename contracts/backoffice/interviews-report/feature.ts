import { defineFeature, tableTypes } from '../../core/feature';
import { interviewsReportAccess } from './access';
import { interviewsReportCalls } from './calls';
import type { InterviewsReportTables } from './tables';

// The interviews report (/interviews-report): every client's interviews from the tracker's events,
// searched and exported, and their weekly totals.
export const interviewsReportFeature = defineFeature({
  name: 'backoffice/interviews-report',
  calls: interviewsReportCalls,
  access: interviewsReportAccess,
  events: {},
  live: {},
  errors: {},
  messages: {},
  streams: [],
  tables: tableTypes<InterviewsReportTables>(),
});
