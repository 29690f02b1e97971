import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { userDataSchema } from '../../identity/users/user';
import { tableOutput, TABLE_MAX_ROWS } from '../../core/data-table';
import { paymentsInput, paymentsSummarySchema } from './payments-table';
import { proPlanMonthsSchema, proPlanSchema } from './plans';

export const paymentSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  method: z.string(),
  months: z.number(),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  status: z.enum(['started', 'succeeded', 'failed', 'cancelled']),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

// getPayments answers at most this many, the newest; a longer range is narrowed to see the rest.
export const PAYMENTS_LIST_MAX = 5000;

export const paymentCalls = defineCalls({
  getProPlans: {
    kind: 'query',
    access: 'anonymous',
    summary: 'The Pro plans with their monthly price, total, savings label and the default (3 months).',
    input: z.object({}).strict().default({}),
    output: z.object({ plans: z.array(proPlanSchema) }),
  },
  getPaymentUrl: {
    kind: 'command',
    access: 'authed',
    summary:
      "Start paying for a Pro plan: answers the provider's checkout url. Afterwards the buyer returns to /?proSuccess or /?proError (or /?payment=cancelled). " +
      'A paid plan extends proEndDate from the later of now or the current end and brings 10 contact and 10 promote credits a month (Pro recruiters: one promote a month).',
    input: z.object({ method: z.literal('pro'), months: proPlanMonthsSchema }).strict(),
    output: z.object({ url: z.string(), paymentId: z.string() }),
  },
  getPayments: {
    kind: 'query',
    access: 'admin',
    summary:
      `{ from, to }: payments started between from and to (inclusive days, UTC), newest first, as { payments }; at most ${PAYMENTS_LIST_MAX}. ` +
      'The table shape { extraSearch: { from, to }, search, fieldsToSearch, page, pageSize, sort, noLimit } answers { data, cells, count, summary }: ' +
      `one page of the range (noLimit: up to ${TABLE_MAX_ROWS} rows), the columns, how many matched and what they brought in. ` +
      'Asked with Accept: text/csv, either shape answers the whole range (up to the same cap) as a CSV file, streamed.',
    input: paymentsInput,
    output: z.union([z.object({ payments: z.array(paymentSchema) }), tableOutput(paymentSchema).extend({ summary: paymentsSummarySchema })]),
  },
  getProStatus: {
    kind: 'query',
    access: 'authed',
    summary: 'My Pro plan: whether it runs, until when, and whether anonymous search is on (only while the plan runs).',
    input: z.object({}).strict().default({}),
    output: z.object({ isPro: z.boolean(), proEndDate: z.string().nullable(), anonymousSearch: z.boolean() }),
  },
  setAnonymousSearch: {
    kind: 'command',
    access: 'authed',
    summary: 'Turn anonymous search on (Pro only: otherwise notPro and nothing changes) or off.',
    input: z.object({ anonymous: z.boolean() }).strict(),
    output: z.object({ notPro: z.boolean(), isPro: z.boolean(), proEndDate: z.string().nullable(), anonymousSearch: z.boolean() }),
  },
  extendProPlan: {
    kind: 'command',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary: "Give a user 1, 3 or 6 months of Pro, from the later of now or the current end, with the plan's monthly credits.",
    input: z.object({ userId: z.string().trim().min(1).max(200), months: proPlanMonthsSchema }).strict(),
    output: z.object({ userData: userDataSchema }),
  },
});
