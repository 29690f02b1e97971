import { defineScreens } from '../../../app/screen';
import { loadSavedItemsStrings } from './saved-items-strings';
import { loadJobsStrings } from '../jobs/jobs-strings';
import { loadResumesStrings } from '../resumes/resumes-strings';
import { loadCardsStrings } from '../cards/cards-strings';

export const savedItemsScreens = defineScreens([
  { name: 'saved', path: '/saveditems', access: 'authed', page: () => import('./saved-page').then((m) => m.SavedPage), strings: [loadSavedItemsStrings, loadJobsStrings, loadResumesStrings, loadCardsStrings] },
]);
