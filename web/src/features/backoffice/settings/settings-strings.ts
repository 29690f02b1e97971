import { loadStrings } from '../../../app/i18n';

// The 'settings' namespace: the product's own settings screen (/jssettings).
export const loadSettingsStrings = () =>
  loadStrings('settings', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
