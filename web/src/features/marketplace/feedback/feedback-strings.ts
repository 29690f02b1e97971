import { loadStrings } from '../../../app/i18n';

// The 'feedback' namespace, in the reader's language, fetched with the first screen that needs it.
export const loadFeedbackStrings = () =>
  loadStrings('feedback', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
