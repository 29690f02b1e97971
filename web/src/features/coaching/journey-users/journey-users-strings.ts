import { loadStrings } from '../../../app/i18n';

// The 'journeyUsers' namespace: the {product} users list (/{product}-users).
export const loadJourneyUsersStrings = () =>
  loadStrings('journeyUsers', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
