import { loadStrings } from '../../../app/i18n';

// The 'conversations' namespace, in the reader's language, fetched with the thread that needs it.
export const loadConversationsStrings = () =>
  loadStrings('conversations', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
