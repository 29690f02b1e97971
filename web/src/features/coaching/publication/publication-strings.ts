import { loadStrings } from '../../../app/i18n';

// The 'publication' namespace: the client's publication panel and page, and how a history says
// the publication's changes.
export const loadPublicationStrings = () =>
  loadStrings('publication', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
