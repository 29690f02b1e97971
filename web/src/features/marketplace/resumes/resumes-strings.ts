import { loadStrings } from '../../../app/i18n';

// The 'resumes' namespace, in the reader's language, fetched with the resume list.
export const loadResumesStrings = () =>
  loadStrings('resumes', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
