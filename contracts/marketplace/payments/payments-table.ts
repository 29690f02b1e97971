import { z } from 'zod';
import { defineTable, filter, tableInputShape } from '../../core/data-table';
import { coreMessages } from '../../core/messages';
import { paymentMessages } from './messages';
import { withinYears } from '../../core/dates';

// A whole UTC day (YYYY-MM-DD) or a moment with its offset.
export const day = withinYears(
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: (issue) => (issue.input === undefined ? coreMessages.Required : paymentMessages.DayOrMoment),
  }),
);

// The admins' payments report (/payments) as a data table; its rows are `Payment`s.
export const paymentsTable = defineTable({
  name: 'payments',
  columns: {
    startedAt: { label: 'admin.column.date', header: 'Date', type: 'DATE_TIME', sortable: true },
    name: { label: 'admin.column.person', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    email: { label: 'admin.column.email', header: 'Email', type: 'CONTACT', searchable: true, sortable: true },
    months: { label: 'admin.column.plan', header: 'Months', type: 'NUMBER', sortable: true },
    amount: { label: 'admin.column.amount', header: 'Amount', type: 'NUMBER', sortable: true },
    currency: { label: 'admin.column.currency', header: 'Currency', type: 'TEXT', hidden: true },
    status: { label: 'admin.column.status', header: 'Status', type: 'TEXT', searchable: true, sortable: true },
    failureReason: { label: 'admin.column.failureReason', header: 'Failure reason', type: 'TEXT', searchable: true, hidden: true },
    cardLast4: { label: 'admin.column.card', header: 'Card', type: 'TEXT', searchable: true, sortable: true },
    completedAt: { label: 'admin.column.completedAt', header: 'Completed', type: 'DATE_TIME', hidden: true },
    provider: { label: 'admin.column.provider', header: 'Provider', type: 'TEXT', hidden: true },
    userId: { label: 'admin.column.userId', header: 'User id', type: 'TEXT', searchable: true, hidden: true },
    _id: { label: 'admin.column.id', header: 'Payment id', type: 'TEXT', searchable: true, hidden: true },
  },
  filters: { from: filter('DATE', 'admin.from', day), to: filter('DATE', 'admin.to', day) },
  defaultSort: { column: 'startedAt', direction: 'desc' },
  tieBreak: '_id',
});

// What the rows of the whole range bring in (not only the page shown): money counts only from
// payments that succeeded, each currency on its own.
export const paymentsSummarySchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  unfinished: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

const tableShape = tableInputShape(paymentsTable);
const tableOnly = Object.keys(tableShape) as (keyof typeof tableShape)[];

// getPayments takes the spec's { from, to } (answered { payments }) or the table's shape with
// extraSearch { from, to } (answered { data, cells, count, summary }); never a mix of the two.
export const paymentsInput = z
  .object({ from: day.optional(), to: day.optional(), ...tableShape, extraSearch: z.object({ from: day, to: day }).strict().optional() })
  .strict()
  .superRefine((input, ctx) => {
    if (input.from === undefined && input.to === undefined) {
      if (!input.extraSearch) ctx.addIssue({ code: 'custom', path: ['extraSearch'], message: paymentMessages.RangeMissing });
      return;
    }
    for (const end of ['from', 'to'] as const) if (input[end] === undefined) ctx.addIssue({ code: 'custom', path: [end], message: coreMessages.Required });
    for (const key of tableOnly)
      if (input[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: paymentMessages.RangeOrTable });
  });
export type PaymentsInput = z.output<typeof paymentsInput>;
