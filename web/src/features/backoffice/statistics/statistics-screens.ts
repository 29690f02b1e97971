import { defineScreens } from '../../../app/screen';
import { productSlug } from '../../coaching/portal/product';
import { loadStatisticsStrings } from './statistics-strings';

// The coaching statistics at /{product}-statistics; the marketplace's main dashboard on its own
// address (/dashboard stays a client's KPIs, which staff open with ?userId=).
export const statisticsScreens = defineScreens([
  { name: 'statistics', path: `/${productSlug()}-statistics`, access: 'staff', frame: 'staff', page: () => import('./statistics-page').then((m) => m.StatisticsPage), strings: [loadStatisticsStrings] },
  { name: 'mainDashboard', path: '/main-dashboard', access: 'staff', frame: 'staff', page: () => import('./main-dashboard-page').then((m) => m.MainDashboardPage), strings: [loadStatisticsStrings] },
]);
