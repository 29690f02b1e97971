import { loadStrings } from '../../../../app/i18n';

// The 'profile' namespace, in the reader's language, fetched with the profile screen.
export const loadProfileStrings = () =>
  loadStrings('profile', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
