import { sql, type Kysely, type SqlBool } from 'kysely';
import { tableQueryOf, type TableAnswer, type TableInputOf, type TableQueryOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import { PAYMENTS_LIST_MAX, type Payment } from '../../../contracts/marketplace/payments/calls';
import { paymentsTable, type PaymentsSummary } from '../../../contracts/marketplace/payments/payments-table';
import { filteredRows, ordered, tableColumn, tablePage, tableRows, type TableSource } from '../../core/data-table';

const iso = (d: Date | string) => new Date(d).toISOString();

// A bare date is a whole UTC day: `to` includes its day.
const startOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
const endOf = (value: string) => (value.length === 10 ? new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000) : new Date(Date.parse(value) + 1));

// A payment with its payer, one column per column of the payments table.
const paymentsSource: TableSource<typeof paymentsTable.filters, PaymentRow> = {
  rows: (db) =>
    db
      .selectFrom('payment as p')
      .leftJoin('user_account as a', 'a.id', 'p.user_id')
      .select([
        'p.id as _id',
        'p.user_id as userId',
        'a.email as email',
        sql<string | null>`case when a.first_name is null then null else trim(a.first_name || ' ' || coalesce(a.last_name, '')) end`.as('name'),
        'p.method as method',
        'p.months as months',
        'p.amount as amount',
        'p.currency as currency',
        'p.provider as provider',
        'p.status as status',
        'p.card_last4 as cardLast4',
        'p.failure_reason as failureReason',
        'p.started_at as startedAt',
        'p.completed_at as completedAt',
      ])
      .as('t'),
  filters: {
    from: (from) => sql<SqlBool>`${tableColumn('startedAt')} >= ${startOf(from)}`,
    to: (to) => sql<SqlBool>`${tableColumn('startedAt')} < ${endOf(to)}`,
  },
};

type PaymentRow = Omit<Payment, 'status' | 'startedAt' | 'completedAt'> & { status: string; startedAt: Date | string; completedAt: Date | string | null };

const toPayment = (r: PaymentRow): Payment => ({
  ...r,
  status: r.status as Payment['status'],
  startedAt: iso(r.startedAt),
  completedAt: r.completedAt ? iso(r.completedAt) : null,
});

export async function getPayments(db: Kysely<Database>, from: string, to: string): Promise<Payment[]> {
  const query = tableQueryOf(paymentsTable, { extraSearch: { from, to } });
  const rows = await ordered(filteredRows(db, paymentsTable, paymentsSource, query).selectAll('t'), paymentsTable, query.sort).limit(PAYMENTS_LIST_MAX).execute();
  return (rows as PaymentRow[]).map(toPayment);
}

type PaymentsTableInput = TableInputOf<typeof paymentsTable>;

// One page of the payments table, and what the whole range (as searched) brought in.
export async function getPaymentsTable(db: Kysely<Database>, input: PaymentsTableInput): Promise<TableAnswer<Payment> & { summary: PaymentsSummary }> {
  const query = tableQueryOf(paymentsTable, input);
  const [page, summary] = await Promise.all([tablePage(db, paymentsTable, paymentsSource, query), summarize(db, query)]);
  return { data: page.rows.map(toPayment), cells: [...paymentsTable.columns], count: page.count, summary };
}

async function summarize(db: Kysely<Database>, query: TableQueryOf<typeof paymentsTable>): Promise<PaymentsSummary> {
  const groups = await filteredRows(db, paymentsTable, paymentsSource, query)
    .select(['t.status', 't.currency', sql<number>`count(*)::int`.as('count'), sql<number>`round(sum(t.amount)::numeric, 2)::float8`.as('amount')])
    .groupBy(['t.status', 't.currency'])
    .orderBy('t.currency')
    .execute();
  const count = (status: string) => groups.filter((g) => g.status === status).reduce((n, g) => n + g.count, 0);
  const succeeded = count('succeeded');
  const failed = count('failed');
  const all = groups.reduce((n, g) => n + g.count, 0);
  const revenue = groups.filter((g) => g.status === 'succeeded').map((g) => ({ currency: g.currency, amount: g.amount }));
  return { succeeded, failed, unfinished: all - succeeded - failed, revenue };
}

// Every payment of the range, in the table's order, in chunks (the CSV file).
export const paymentsTableRows = async function* (db: Kysely<Database>, input: PaymentsTableInput): AsyncGenerator<Payment[]> {
  for await (const chunk of tableRows(db, paymentsTable, paymentsSource, tableQueryOf(paymentsTable, input))) yield chunk.map(toPayment);
};

// Anonymous search holds only while the plan runs.
export async function getProStatus(db: Kysely<Database>, userId: string): Promise<{ isPro: boolean; proEndDate: string | null; anonymousSearch: boolean }> {
  const row = await db
    .selectFrom('user_account as a')
    .leftJoin('pro_setting as s', 's.user_id', 'a.id')
    .select(['a.is_pro', 'a.pro_end_date', 's.anonymous_search'])
    .where('a.id', '=', userId)
    .executeTakeFirst();
  const isPro = row?.is_pro ?? false;
  return { isPro, proEndDate: row?.pro_end_date ? iso(row.pro_end_date) : null, anonymousSearch: isPro && (row?.anonymous_search ?? false) };
}
