import { defineScreens } from '../../../app/screen';
import { loadDeckStrings } from '../deck/deck-strings';
import { loadJobsStrings } from '../jobs/jobs-strings';
import { loadActivityStrings } from './activity-strings';

export const activityScreens = defineScreens([
  {
    name: 'activity',
    path: '/activity/:activityView?',
    access: 'authed',
    page: () => import('./activity-page').then((m) => m.ActivityPage),
    strings: [loadActivityStrings, loadDeckStrings, loadJobsStrings],
  },
]);
