import { defineScreens } from '../../../app/screen';
import { loadDocumentsStrings } from '../documents/documents-strings';
import { loadJourneyStrings } from '../journey/journey-strings';
import { loadPublishingStrings } from '../publishing/publishing-strings';
import { productSlug } from '../publishing/product';
import { loadPublishGridStrings } from './publish-grid-strings';

// the documents' and publishing strings say the changes of a client's history, and the latter what
// approving a client answers
export const publishGridScreens = defineScreens([
  { name: 'publishGrid', path: `/${productSlug()}-publishes`, access: 'staff', page: () => import('./publish-grid-page').then((m) => m.PublishGridPage), strings: [loadPublishGridStrings, loadDocumentsStrings, loadPublishingStrings, loadJourneyStrings] },
]);
