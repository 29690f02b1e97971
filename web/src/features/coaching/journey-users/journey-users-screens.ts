import { defineScreens } from '../../../app/screen';
import { productSlug } from '../portal/product';
import { loadJourneyUsersStrings } from './journey-users-strings';

export const journeyUsersScreens = defineScreens([
  {
    name: 'jhUsers',
    path: `/${productSlug()}-users`,
    access: 'journeyAdmin',
    frame: 'staff',
    page: () => import('./journey-users-page').then((m) => m.JourneyUsersPage),
    strings: [loadJourneyUsersStrings],
  },
]);
