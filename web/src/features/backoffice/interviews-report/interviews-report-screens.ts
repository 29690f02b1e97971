import { defineScreens } from '../../../app/screen';
import { loadInterviewsReportStrings } from './interviews-report-strings';

export const interviewsReportScreens = defineScreens([
  { name: 'interviewsReport', path: '/interviews-report', access: 'staff', frame: 'staff', page: () => import('./interviews-report-page').then((m) => m.InterviewsReportPage), strings: [loadInterviewsReportStrings] },
]);
