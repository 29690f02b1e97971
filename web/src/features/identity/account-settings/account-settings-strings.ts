import { loadStrings } from '../../../app/i18n';

// The 'accountSettings' namespace: /settings, /terms and /privacy.
export const loadAccountSettingsStrings = () =>
  loadStrings('accountSettings', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
