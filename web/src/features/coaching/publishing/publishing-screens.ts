import { defineScreens } from '../../../app/screen';
import { productSlug } from './product';
import { loadPublishingStrings } from './publishing-strings';

export const publishingScreens = defineScreens([
  { name: 'publication', path: `/${productSlug()}-publication/:userId?`, access: ['activeJourneyClient', 'staff'], page: () => import('./publication-page').then((m) => m.PublicationPage), strings: [loadPublishingStrings] },
]);
