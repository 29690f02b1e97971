import { interviewsReportFeature } from '../../../contracts/backoffice/interviews-report/feature';
import { interviewReportProjection } from '../../../projections/backoffice/interviews-report/interview-report.projection';
import { defineServerFeature } from '../../server/feature';
import { getInterviewsReportData, interviewsCsv } from './calls/get-interviews-report-data';
import { getInterviewsReportDataStats } from './calls/get-interviews-report-data-stats';

export const interviewsReportServer = defineServerFeature({
  contract: interviewsReportFeature,
  projections: [interviewReportProjection],
  migrations: [],
  reads: {},
  calls: { getInterviewsReportData, getInterviewsReportDataStats },
  csv: { getInterviewsReportData: interviewsCsv },
});
