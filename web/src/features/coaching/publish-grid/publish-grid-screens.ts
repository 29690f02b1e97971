import { defineScreens } from '../../../app/screen';
import { loadDocumentsStrings } from '../documents/documents-strings';
import { loadJourneyStrings } from '../journey/journey-strings';
import { loadPublicationStrings } from '../publication/publication-strings';
import { productSlug } from '../portal/product';
import { loadPublishGridStrings } from './publish-grid-strings';

// the documents' and the publication's strings say the changes of a client's history, and the
// publication's what approving a client answers
export const publishGridScreens = defineScreens([
  { name: 'publishGrid', path: `/${productSlug()}-publishes`, access: 'staff', frame: 'staff', page: () => import('./publish-grid-page').then((m) => m.PublishGridPage), strings: [loadPublishGridStrings, loadDocumentsStrings, loadPublicationStrings, loadJourneyStrings] },
]);
