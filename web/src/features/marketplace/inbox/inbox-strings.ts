import { loadStrings } from '../../../app/i18n';

// The 'inbox' namespace, in the reader's language, fetched with the bell that needs it.
export const loadInboxStrings = () =>
  loadStrings('inbox', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
