import { defineScreens } from '../../../app/screen';
import { productSlug } from '../portal/product';
import { loadPaymentLinkStrings } from './payment-link-strings';

export const paymentLinkScreens = defineScreens([
  {
    name: 'paymentLink',
    path: `/${productSlug()}-payment`,
    access: 'journeyAdmin',
    frame: 'staff',
    page: () => import('./payment-link-page').then((m) => m.PaymentLinkPage),
    strings: [loadPaymentLinkStrings],
  },
]);
