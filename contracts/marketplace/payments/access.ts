import { defineAccessRows, everyone, signedIn, admins, proOnly } from '../../core/access-matrix';
import { paymentCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const paymentAccess = defineAccessRows(paymentCalls, {
  getProPlans: { expect: everyone(200) },
  getPaymentUrl: { expect: signedIn('validation') },
  getPayments: { expect: admins('validation') },
  extendProPlan: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse, months: 1 }) },
  getProStatus: { expect: proOnly({ isPro: false }, { isPro: true }) },
  setAnonymousSearch: { expect: proOnly({ notPro: true, anonymousSearch: false }, { notPro: false, anonymousSearch: true }), body: () => ({ anonymous: true }) },
});
