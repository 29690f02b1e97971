import { Router } from 'express';
import { paymentsFeature } from '../../../contracts/marketplace/payments/feature';
import { CallFailure } from '../../../contracts/core/errors';
import { PRO_MONTHLY_CREDITS_JOB, PRO_PLAN_END_JOB } from '../../../contracts/marketplace/payments/ids';
import { proPlans } from '../../../contracts/marketplace/payments/plans';
import { endProPlan, extendProPlan, grantProMonth, setAnonymousSearch, startPayment } from '../../../command/marketplace/payments/handlers';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { paymentProjection } from '../../../projections/marketplace/payments/payment.projection';
import { getUserData } from '../../../query/identity/users/get-user-data';
import { paymentsTable, type PaymentsInput } from '../../../contracts/marketplace/payments/payments-table';
import { getPayments, getPaymentsTable, getProStatus, paymentsTableRows } from '../../../query/marketplace/payments/get-payments';
import { defineJob } from '../../jobs/job-definition';
import { withCsvExport } from '../../server/data-table-export';
import { defineServerFeature, reply, signedIn } from '../../server/feature';
import { paymentProviderFor } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';

const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key];
  if (typeof value !== 'string' || !value) throw new Error(`job data needs ${key}`);
  return value;
};
const count = (data: Record<string, unknown>, key: string): number => {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`job data needs ${key} as a whole number`);
  return value;
};

// A plan ends by itself at its end date (queued when it is extended).
const proPlanEndJob = defineJob({
  name: PRO_PLAN_END_JOB,
  async handle(deps, data, ctx) {
    await endProPlan(deps, ctx, text(data, 'userId'));
  },
});

// Months 2..n of a plan bring their credits on their day (queued at purchase).
const proMonthlyCreditsJob = defineJob({
  name: PRO_MONTHLY_CREDITS_JOB,
  async handle(deps, data, ctx) {
    const paymentId = typeof data.paymentId === 'string' ? data.paymentId : null;
    await grantProMonth(deps, ctx, {
      userId: text(data, 'userId'),
      grantId: text(data, 'grantId'),
      month: count(data, 'month'),
      paymentId,
      contacts: count(data, 'contacts'),
      promotes: count(data, 'promotes'),
    });
  },
});

export const paymentsServer = defineServerFeature({
  contract: paymentsFeature,
  projections: [paymentProjection],
  migrations: [],
  reads: {
    getPaymentUrl: [paymentProjection],
    extendProPlan: [userAccountProjection, creditLedgerProjection],
    setAnonymousSearch: [paymentProjection],
  },
  jobs: [proPlanEndJob, proMonthlyCreditsJob],
  // the sandbox's checkout page, where the sandbox is the provider
  routes: (deps) => (paymentProviderFor(process.env, deps.publicUrl)?.name === 'sandbox' ? sandboxRoutes(deps) : Router()),
  handlers: (deps) => {
    // the sandbox is the only provider built in; a card processor plugs in through the same port
    const provider = paymentProviderFor(process.env, deps.publicUrl);
    return {
      getProPlans: async () => ({ plans: [...proPlans] }),
      getPaymentUrl: async (input, ctx) => {
        if (!provider) throw new CallFailure('PaymentsUnavailable');
        const started = await startPayment(deps, ctx.command, provider, signedIn(ctx).id, input.months);
        return reply(started, async () => ({ url: started.url, paymentId: started.paymentId }));
      },
      // the spec's { from, to } list, or the table; as CSV either is the range's file
      getPayments: withCsvExport(
        async ({ from, to, ...table }: PaymentsInput) => (from && to ? { payments: await getPayments(deps.db, from, to) } : getPaymentsTable(deps.db, table)),
        ({ from, to, ...table }) => ({
          table: paymentsTable,
          rows: paymentsTableRows(deps.db, from && to ? { extraSearch: { from, to } } : table),
          headers: table.headers,
        }),
      ),
      getProStatus: async (_input, ctx) => getProStatus(deps.db, signedIn(ctx).id),
      setAnonymousSearch: async (input, ctx) => {
        const { id } = signedIn(ctx);
        const set = await setAnonymousSearch(deps, ctx.command, id, input.anonymous);
        return reply(set, async () => ({ notPro: set.notPro, ...(await getProStatus(deps.db, id)) }));
      },
      extendProPlan: async (input, ctx) => {
        const admin = signedIn(ctx);
        if (!(await getUserData(deps.db, input.userId))) throw new CallFailure('UserNotFound');
        const extended = await extendProPlan(deps, ctx.command, admin.id, input.userId, input.months);
        return reply(extended, async () => ({ userData: (await getUserData(deps.db, input.userId))! }));
      },
    };
  },
});
