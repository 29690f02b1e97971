import { loadStrings } from '../../../app/i18n';

// The 'reports' namespace: the Report button and dialog, and the admins' /reports screen.
export const loadReportsStrings = () =>
  loadStrings('reports', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
