import { loadStrings } from '../../../app/i18n';

// The 'orphan-applications' namespace, in the reader's language, fetched with the visitor's apply dialog.
export const loadOrphanApplicationsStrings = () =>
  loadStrings('orphan-applications', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
