import { defineScreens } from '../../../app/screen';
import { loadAlertsStrings } from './alerts-strings';

// The outbox opens to anyone: the server says who may read it (everyone while mail is not sent for
// real, else admins), and the page says so.
export const alertsScreens = defineScreens([
  { name: 'alerts', path: '/notifications', access: 'authed', page: () => import('./alerts-page').then((m) => m.AlertsPage), strings: [loadAlertsStrings] },
  { name: 'outbox', path: '/outbox', page: () => import('./outbox-page').then((m) => m.OutboxPage), strings: [loadAlertsStrings] },
]);
