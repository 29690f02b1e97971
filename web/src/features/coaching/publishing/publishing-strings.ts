import { loadStrings } from '../../../app/i18n';

// The 'publishing' namespace: the client's publication panels, the publish grid and the recruiter list.
export const loadPublishingStrings = () =>
  loadStrings('publishing', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
