import { defineScreens } from '../../../app/screen';
import { loadReportsStrings } from './reports-strings';

export const reportsScreens = defineScreens([
  { name: 'reports', path: '/reports', access: 'admin', frame: 'staff', page: () => import('./reports-page').then((m) => m.ReportsPage), strings: [loadReportsStrings] },
]);
