import { loadStrings } from '../../../app/i18n';

// The 'activity' namespace, in the reader's language, fetched with the first screen or dialog that needs it.
export const loadActivityStrings = () =>
  loadStrings('activity', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
