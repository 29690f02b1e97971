import { defineScreens } from '../../../app/screen';
import { loadJobsFoundStrings } from './jobs-found-strings';

export const jobsFoundScreens = defineScreens([
  { name: 'jobsFound', path: '/jobs-found', access: 'staff', frame: 'staff', page: () => import('./jobs-found-page').then((m) => m.JobsFoundPage), strings: [loadJobsFoundStrings] },
]);
