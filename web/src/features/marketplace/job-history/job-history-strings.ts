import { loadStrings } from '../../../app/i18n';
import { loadJobsStrings } from '../jobs/jobs-strings';

// The 'jobHistory' namespace, with the 'jobs' one whose labels (employment types, seniority,
// salary frequency) the job as it was is shown with.
export const loadJobHistoryStrings = () =>
  Promise.all([
    loadStrings('jobHistory', {
      en: () => import('./locales/en').then((m) => m.en),
      he: () => import('./locales/he').then((m) => m.he),
    }),
    loadJobsStrings(),
  ]).then(() => undefined);
