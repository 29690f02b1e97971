import { defineScreens } from '../../../app/screen';
import { loadLeadsStrings } from './leads-strings';

export const leadsScreens = defineScreens([
  { name: 'leads', path: '/leads', access: 'staff', frame: 'staff', page: () => import('./leads-page').then((m) => m.LeadsPage), strings: [loadLeadsStrings] },
]);
