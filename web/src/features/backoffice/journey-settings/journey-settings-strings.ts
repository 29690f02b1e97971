import { loadStrings } from '../../../app/i18n';

// The 'journeySettings' namespace: the journey settings screen (/{product}-settings).
export const loadJourneySettingsStrings = () =>
  loadStrings('journeySettings', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
