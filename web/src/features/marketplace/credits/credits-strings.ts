import { loadStrings } from '../../../app/i18n';

// The 'credits' namespace (contact unlock, promote), loaded with the screens that show them.
export const loadCreditsStrings = () =>
  loadStrings('credits', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
