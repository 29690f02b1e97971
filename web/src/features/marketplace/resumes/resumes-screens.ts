import { defineScreens } from '../../../app/screen';
import { loadCardsStrings } from '../cards/cards-strings';
import { loadJobsStrings } from '../jobs/jobs-strings';
import { loadResumesStrings } from './resumes-strings';

// The list shares the job list's filter bar and pagination, and their words.
export const resumesScreens = defineScreens([
  { name: 'resumes', path: '/resumes/:slug?', page: () => import('./resumes-page').then((m) => m.ResumesPage), strings: [loadJobsStrings, loadResumesStrings, loadCardsStrings] },
]);
