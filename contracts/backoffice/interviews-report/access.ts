import { defineAccessRows, staff } from '../../core/access-matrix';
import { interviewsReportCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const interviewsReportAccess = defineAccessRows(interviewsReportCalls, {
  getInterviewsReportData: { expect: staff(200) },
  getInterviewsReportDataStats: { expect: staff(200) },
});
