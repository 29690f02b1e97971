import { loadStrings } from '../../../app/i18n';

// The 'payments' namespace (the Pro dialog and the checkout's return), loaded with the dialog.
export const loadPaymentsStrings = () =>
  loadStrings('payments', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
