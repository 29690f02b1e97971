import { defineScreens } from '../../../app/screen';
import { loadDocumentsStrings } from '../documents/documents-strings';
import { loadPublicationStrings } from '../publication/publication-strings';
import { loadJourneyStrings } from './journey-strings';

export const journeyScreens = defineScreens([
  { name: 'personalJourney', path: '/personal-journey', access: ['journeyUser', 'staff'], page: () => import('./journey-page').then((m) => m.JourneyPage), strings: [loadJourneyStrings, loadDocumentsStrings, loadPublicationStrings] },
]);
