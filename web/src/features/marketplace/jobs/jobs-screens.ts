import { defineScreens } from '../../../app/screen';
import { loadCardsStrings } from '../cards/cards-strings';
import { loadJobsStrings } from './jobs-strings';

export const jobsScreens = defineScreens([
  { name: 'jobs', path: '/jobs/:slug?', page: () => import('./jobs-page').then((m) => m.JobsPage), strings: [loadJobsStrings, loadCardsStrings] },
  { name: 'myJobs', path: '/myJobs', page: () => import('./my-jobs/my-jobs-page').then((m) => m.MyJobsPage), strings: [loadJobsStrings] },
]);
