import { defineScreens } from '../../../app/screen';
import { loadPublicationStrings } from '../publication/publication-strings';
import { productSlug } from '../portal/product';
import { loadRecruiterContactsStrings } from './recruiter-contacts-strings';

// the publication's strings say the errors the list's calls share with it
export const recruiterContactsScreens = defineScreens([
  { name: 'recruiterContacts', path: `/${productSlug()}-recruiters`, access: 'staff', frame: 'staff', page: () => import('./recruiter-contacts-page').then((m) => m.RecruiterContactsPage), strings: [loadRecruiterContactsStrings, loadPublicationStrings] },
]);
