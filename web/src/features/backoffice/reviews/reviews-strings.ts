import { loadStrings } from '../../../app/i18n';

// The 'reviews' namespace: the reviews curation (/{product}-reviews).
export const loadReviewsStrings = () =>
  loadStrings('reviews', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
