import { loadStrings } from '../../../app/i18n';

// The 'interviewsReport' namespace: the interviews report and its weekly chart.
export const loadInterviewsReportStrings = () =>
  loadStrings('interviewsReport', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
