import { loadStrings } from '../../../app/i18n';

export const loadFaqStrings = () =>
  loadStrings('faq', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
