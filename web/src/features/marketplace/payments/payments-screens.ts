import { defineScreens } from '../../../app/screen';
import { loadPaymentsStrings } from './payments-strings';

export const paymentsScreens = defineScreens([
  { name: 'payments', path: '/payments', access: 'admin', frame: 'staff', page: () => import('./payments-page').then((m) => m.PaymentsPage), strings: [loadPaymentsStrings] },
]);
