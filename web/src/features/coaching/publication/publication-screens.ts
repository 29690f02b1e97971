import { defineScreens } from '../../../app/screen';
import { productSlug } from '../portal/product';
import { loadPublicationStrings } from './publication-strings';

export const publicationScreens = defineScreens([
  { name: 'publication', path: `/${productSlug()}-publication/:userId?`, access: ['activeJourneyClient', 'staff'], page: () => import('./publication-page').then((m) => m.PublicationPage), strings: [loadPublicationStrings] },
]);
