import { loadStrings } from '../../../app/i18n';

// The 'marketing' namespace: the posts, the calendar with its tasks, and the dashboard.
export const loadMarketingStrings = () =>
  loadStrings('marketing', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
