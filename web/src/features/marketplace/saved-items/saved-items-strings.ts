import { loadStrings } from '../../../app/i18n';

// The 'savedItems' namespace: the bookmark on cards and the /saveditems screen.
export const loadSavedItemsStrings = () =>
  loadStrings('savedItems', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
