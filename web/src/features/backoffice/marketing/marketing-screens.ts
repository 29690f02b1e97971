import { defineScreens } from '../../../app/screen';
import { loadMarketingStrings } from './marketing-strings';

// The staff menu's 'marketing' opens the posts; the calendar and the dashboard are linked from there.
export const marketingScreens = defineScreens([
  { name: 'marketing', path: '/marketing-posts', access: 'staff', frame: 'staff', page: () => import('./posts-page').then((m) => m.PostsPage), strings: [loadMarketingStrings] },
  { name: 'marketingCalendar', path: '/marketing-calendar', access: 'staff', frame: 'staff', page: () => import('./calendar-page').then((m) => m.CalendarPage), strings: [loadMarketingStrings] },
  { name: 'marketingDashboard', path: '/marketing-dashboard', access: 'staff', frame: 'staff', page: () => import('./dashboard-page').then((m) => m.DashboardPage), strings: [loadMarketingStrings] },
]);
