import { loadStrings } from '../../../app/i18n';

// The 'alerts' namespace: the alerts page, the alert banner of a search, the mail preferences, the
// outbox and what mail links land with.
export const loadAlertsStrings = () =>
  loadStrings('alerts', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
