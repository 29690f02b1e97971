import { loadStrings } from '../../../app/i18n';

// The 'leads' namespace: the leads screen and its dialog.
export const loadLeadsStrings = () =>
  loadStrings('leads', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
