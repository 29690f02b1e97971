import { loadStrings } from '../../../app/i18n';

// The 'publishGrid' namespace: the staff's publish schedule.
export const loadPublishGridStrings = () =>
  loadStrings('publishGrid', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
