import { defineAccessRows, journeyAdmins } from '../../core/access-matrix';
import { paymentLinkCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const paymentLinkAccess = defineAccessRows(paymentLinkCalls, {
  getJHPaymentLinkData: { expect: journeyAdmins(200) },
  // a link that names no client
  getJHPaymentUrl: { expect: journeyAdmins('validation') },
});
