import { loadStrings } from '../../../app/i18n';

// The 'push' namespace: the push notifications screen (/sendpushnotifications).
export const loadPushStrings = () =>
  loadStrings('push', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
