import { defineScreens } from '../../../app/screen';
import { loadActivityStrings } from '../activity/activity-strings';
import { loadJobsStrings } from '../jobs/jobs-strings';
import { loadDeckStrings } from './deck-strings';

export const deckScreens = defineScreens([
  { name: 'swipe', path: '/swipe', access: 'authed', page: () => import('./swipe-page').then((m) => m.SwipePage), strings: [loadDeckStrings, loadActivityStrings, loadJobsStrings] },
]);
