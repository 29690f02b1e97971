import { defineScreens } from '../../../app/screen';
import { loadJourneyStrings } from '../../coaching/journey/journey-strings';
import { productSlug } from '../../coaching/portal/product';
import { loadClientsStatusStrings } from './clients-status-strings';

// the journey's strings say its lists (statuses, plans) and the changes of a client's history
export const clientsStatusScreens = defineScreens([
  {
    name: 'clientsStatus',
    path: `/${productSlug()}-clients-status`,
    access: 'staff',
    frame: 'staff',
    page: () => import('./clients-status-page').then((m) => m.ClientsStatusPage),
    strings: [loadClientsStatusStrings, loadJourneyStrings],
  },
]);
