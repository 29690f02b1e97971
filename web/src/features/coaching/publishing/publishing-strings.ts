import { loadStrings } from '../../../app/i18n';

// The 'publishing' namespace: the client's publication panels and the publish grid.
export const loadPublishingStrings = () =>
  loadStrings('publishing', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
