import { defineScreens } from '../../../app/screen';
import { loadJourneyStrings } from '../../coaching/journey/journey-strings';
import { loadPublishingStrings } from '../../coaching/publishing/publishing-strings';
import { productSlug } from '../../coaching/publishing/product';

export const publishGridScreens = defineScreens([
  { name: 'publishGrid', path: `/${productSlug()}-publishes`, access: 'staff', page: () => import('./publish-grid-page').then((m) => m.PublishGridPage), strings: [loadPublishingStrings, loadJourneyStrings] },
]);
