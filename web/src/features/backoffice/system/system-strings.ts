import { loadStrings } from '../../../app/i18n';

// The 'system' namespace, in the reader's language, for the staff screens that call the system endpoints.
export const loadSystemStrings = () =>
  loadStrings('system', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
