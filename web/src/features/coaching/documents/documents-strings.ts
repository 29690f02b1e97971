import { loadStrings } from '../../../app/i18n';

// The 'documents' namespace: the client's CV links and cover letters.
export const loadDocumentsStrings = () =>
  loadStrings('documents', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
