import { defineScreens } from '../../../app/screen';
import { loadPartnersStrings } from './partners-strings';

// Each partner company's users see their own dashboard; journey admins both (spec §6).
export const partnersScreens = defineScreens([
  {
    name: 'partnerClients',
    path: '/synamediaClients',
    access: ['journeyAdmin', 'firstPartner'],
    frame: 'staff',
    page: () => import('./synamedia-page').then((m) => m.SynamediaPage),
    strings: [loadPartnersStrings],
  },
  {
    name: 'bflClients',
    path: '/bflClients',
    access: ['journeyAdmin', 'secondPartner'],
    frame: 'staff',
    page: () => import('./bfl-page').then((m) => m.BflPage),
    strings: [loadPartnersStrings],
  },
]);
