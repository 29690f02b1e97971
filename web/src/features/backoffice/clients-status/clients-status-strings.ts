import { loadStrings } from '../../../app/i18n';

// The 'clientsStatus' namespace: the clients status table and its edit dialog.
export const loadClientsStatusStrings = () =>
  loadStrings('clientsStatus', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
