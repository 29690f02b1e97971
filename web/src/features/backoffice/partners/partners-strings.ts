import { loadStrings } from '../../../app/i18n';

// The 'partners' namespace: the partner dashboards (/synamediaClients, /bflClients).
export const loadPartnersStrings = () =>
  loadStrings('partners', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
