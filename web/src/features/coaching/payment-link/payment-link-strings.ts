import { loadStrings } from '../../../app/i18n';

// The 'paymentLink' namespace: the payment link generator (/{product}-payment).
export const loadPaymentLinkStrings = () =>
  loadStrings('paymentLink', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
