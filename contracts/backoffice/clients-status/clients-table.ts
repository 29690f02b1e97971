import { z } from 'zod';
import { defineTable, filter, tableInputShape, TABLE_TIME_ZONE } from '../../core/data-table';
import { withinYears } from '../../core/dates';
import { coreMessages } from '../../core/messages';
import { clientsStatusMessages as m } from './messages';

// A calendar day, YYYY-MM-DD (the product's home zone reads it).
export const clientDay = withinYears(z.iso.date({ error: (issue) => (issue.input === undefined ? coreMessages.Required : m.ClientDay) }));
const listValue = z.string().trim().max(100);

// The journey clients as the clients status screen lists them (/{product}-clients-status). The
// date range is on the day the client's journey started (its first event): every client has one,
// while the service's begin date is set by hand and often empty.
export const clientsTable = defineTable({
  name: 'Clients',
  columns: {
    startedAt: { label: 'column.startedAt', header: 'Start date', type: 'DATE', sortable: true },
    name: { label: 'column.name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    email: { label: 'column.email', header: 'Email', type: 'CONTACT', searchable: true, sortable: true },
    phone: { label: 'column.phone', header: 'Phone', type: 'WA_PHONE', searchable: true },
    status: { label: 'column.status', header: 'Status', type: 'TEXT', searchable: true, sortable: true },
    plan: { label: 'column.plan', header: 'Plan', type: 'TEXT', searchable: true, sortable: true },
    manager: { label: 'column.manager', header: 'Manager', type: 'TEXT', searchable: true, sortable: true },
    amount: { label: 'column.amount', header: 'Amount', type: 'NUMBER', sortable: true },
    signedDate: { label: 'column.signedDate', header: 'Signed', type: 'DATE', sortable: true },
    _id: { label: 'column.id', header: 'Client id', type: 'TEXT', searchable: true, hidden: true },
  },
  filters: {
    // one year back to two days ahead when absent
    from: filter('DATE', 'filter.from', clientDay.optional()),
    to: filter('DATE', 'filter.to', clientDay.optional()),
    // the journey's lists: the answer's statuses and plans
    status: filter('SELECT', 'filter.status', listValue.optional()),
    plan: filter('SELECT', 'filter.plan', listValue.optional()),
  },
  defaultPageSize: 100,
  defaultSort: { column: 'startedAt', direction: 'desc' },
  tieBreak: '_id',
});

export type ClientsColumn = (typeof clientsTable.columns)[number]['key'];

// Today as a day in the product's home zone (the tables' zone).
const homeDay = new Intl.DateTimeFormat('en-CA', { timeZone: TABLE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const homeToday = (now: Date): string => homeDay.format(now);

// The screen's default window (spec §9): one year back to two days ahead, as days in the home zone.
export const defaultClientsRange = (today: string): { from: string; to: string } => {
  const day = new Date(`${today}T00:00:00.000Z`);
  const shifted = (years: number, days: number) => {
    const d = new Date(day);
    d.setUTCFullYear(d.getUTCFullYear() + years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  return { from: shifted(-1, 0), to: shifted(0, 2) };
};

// An amount: 0 or more, at most 2 decimals (a cent), within reason.
export const clientAmount = z
  .number({ error: (issue) => (issue.input === undefined ? coreMessages.Required : m.ClientAmountNumber) })
  .min(0, m.ClientAmountNotNegative)
  .max(100_000_000, m.ClientAmountTooLarge)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, m.ClientAmountDecimals);

// What a client admin may change on a row: any of the four, at least one.
export const clientEditSchema = z
  .object({
    amount: clientAmount.nullable().optional(),
    manager: z.string().trim().min(1).max(200).nullable().optional(),
    status: z.string().trim().min(1).max(100).optional(),
    plan: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), { message: m.ClientEditEmpty });
export type ClientEdit = z.infer<typeof clientEditSchema>;

// getSynamediaClientsData's input; editClientsData names it again to answer the same page.
export const clientsSearchSchema = z.object(tableInputShape(clientsTable)).strict();
