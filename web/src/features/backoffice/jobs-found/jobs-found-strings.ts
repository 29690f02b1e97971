import { loadStrings } from '../../../app/i18n';

// The 'jobsFound' namespace: the jobs found table.
export const loadJobsFoundStrings = () =>
  loadStrings('jobsFound', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
