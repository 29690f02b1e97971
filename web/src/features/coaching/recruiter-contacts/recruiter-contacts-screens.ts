import { defineScreens } from '../../../app/screen';
import { loadPublishingStrings } from '../publishing/publishing-strings';
import { productSlug } from '../publishing/product';
import { loadRecruiterContactsStrings } from './recruiter-contacts-strings';

// the publication's strings say the errors the list's calls share with it
export const recruiterContactsScreens = defineScreens([
  { name: 'recruiterContacts', path: `/${productSlug()}-recruiters`, access: 'staff', page: () => import('./recruiter-contacts-page').then((m) => m.RecruiterContactsPage), strings: [loadRecruiterContactsStrings, loadPublishingStrings] },
]);
