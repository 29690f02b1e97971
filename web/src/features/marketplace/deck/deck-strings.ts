import { loadStrings } from '../../../app/i18n';

// The 'deck' namespace, in the reader's language, fetched with the first screen that needs it.
export const loadDeckStrings = () =>
  loadStrings('deck', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
