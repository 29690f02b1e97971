import { defineScreens } from '../../../app/screen';
import { loadJourneyStrings } from '../journey/journey-strings';
import { loadPublishingStrings } from '../publishing/publishing-strings';
import { productSlug } from '../publishing/product';
import { loadPublishGridStrings } from './publish-grid-strings';

// the publishing strings say what approving a client answers and the changes of a client's history
export const publishGridScreens = defineScreens([
  { name: 'publishGrid', path: `/${productSlug()}-publishes`, access: 'staff', page: () => import('./publish-grid-page').then((m) => m.PublishGridPage), strings: [loadPublishGridStrings, loadPublishingStrings, loadJourneyStrings] },
]);
