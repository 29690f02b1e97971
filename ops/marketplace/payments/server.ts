import { Router } from 'express';
import { paymentsFeature } from '../../../contracts/marketplace/payments/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { paymentProjection } from '../../../projections/marketplace/payments/payment.projection';
import { defineServerFeature } from '../../server/feature';
import { extendProPlan } from './calls/extend-pro-plan';
import { getPaymentUrl } from './calls/get-payment-url';
import { getPayments, paymentsCsv } from './calls/get-payments';
import { getProPlans } from './calls/get-pro-plans';
import { getProStatus } from './calls/get-pro-status';
import { setAnonymousSearch } from './calls/set-anonymous-search';
import { mailProInvoice } from './reactions/mail-pro-invoice';
import { paymentProviderFor } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';
import { proMonthlyCreditsTask } from './tasks/pro-monthly-credits';
import { proPlanEndTask } from './tasks/pro-plan-end';

export const paymentsServer = defineServerFeature({
  contract: paymentsFeature,
  projections: [paymentProjection],
  migrations: [],
  reads: {
    getPaymentUrl: [paymentProjection],
    extendProPlan: [userAccountProjection, creditLedgerProjection],
    setAnonymousSearch: [paymentProjection],
  },
  tasks: [proPlanEndTask, proMonthlyCreditsTask],
  reactions: [mailProInvoice],
  // the sandbox's checkout page, where the sandbox is the provider
  routes: (deps) => (paymentProviderFor(process.env, deps.publicUrl)?.name === 'sandbox' ? sandboxRoutes(deps) : Router()),
  calls: { getProPlans, getPaymentUrl, getPayments, getProStatus, setAnonymousSearch, extendProPlan },
  csv: { getPayments: paymentsCsv },
});
