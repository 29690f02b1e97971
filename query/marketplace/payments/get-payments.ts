import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { PAYMENTS_LIST_MAX, type Payment } from '../../../contracts/marketplace/payments/calls';

const iso = (d: Date | string) => new Date(d).toISOString();

// A bare date is a whole UTC day: `to` includes its day.
const startOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
const endOf = (value: string) => (value.length === 10 ? new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000) : new Date(Date.parse(value) + 1));

export async function getPayments(db: Kysely<Database>, from: string, to: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payment as p')
    .leftJoin('user_account as a', 'a.id', 'p.user_id')
    .selectAll('p')
    .select(['a.email', 'a.first_name', 'a.last_name'])
    .where('p.started_at', '>=', startOf(from))
    .where('p.started_at', '<', endOf(to))
    .orderBy('p.started_at', 'desc')
    .limit(PAYMENTS_LIST_MAX)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    userId: r.user_id,
    email: r.email,
    name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    method: r.method,
    months: r.months,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    status: r.status as Payment['status'],
    cardLast4: r.card_last4,
    failureReason: r.failure_reason,
    startedAt: iso(r.started_at),
    completedAt: r.completed_at ? iso(r.completed_at) : null,
  }));
}

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
