import { loadStrings } from '../../../app/i18n';

// The 'companies' namespace: the companies list, a company's page and its dialogs.
export const loadCompaniesStrings = () =>
  loadStrings('companies', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
