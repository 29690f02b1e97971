import { loadStrings } from '../../../app/i18n';

// The 'tracker' namespace: the Interviews tab, its dialogs and the full journey timeline.
export const loadTrackerStrings = () =>
  loadStrings('tracker', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
