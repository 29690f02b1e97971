import { loadStrings } from '../../../app/i18n';

// The 'journey' namespace: the journey page, the client portal and their dialogs.
export const loadJourneyStrings = () =>
  loadStrings('journey', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
