import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { PAYMENT_LINKS_LISTED } from '../../../contracts/coaching/payment-link/calls';
import type { PaymentLink } from '../../../contracts/coaching/payment-link/link';

type Db = Kysely<Database>;
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const linksQuery = (db: Db) =>
  db
    .selectFrom('payment_link as l')
    .leftJoin('user_account as a', 'a.id', 'l.created_by')
    .select(['l.id', 'l.email', 'l.first_name', 'l.last_name', 'l.amount', 'l.currency', 'l.plan', 'l.months', 'l.url', 'l.status', 'l.created_by', 'l.created_at', 'l.paid_at', 'l.user_id', 'a.first_name as by_first', 'a.last_name as by_last']);

type LinkRow = Awaited<ReturnType<ReturnType<typeof linksQuery>['executeTakeFirstOrThrow']>>;

const toLink = (r: LinkRow): PaymentLink => ({
  _id: r.id,
  email: r.email,
  name: `${r.first_name} ${r.last_name}`.trim(),
  amount: r.amount,
  currency: r.currency,
  plan: r.plan,
  months: r.months,
  status: r.status === 'paid' ? 'paid' : 'created',
  url: r.url,
  createdBy: r.created_by,
  createdByName: r.by_first === null ? null : `${r.by_first} ${r.by_last ?? ''}`.trim(),
  createdAt: iso(r.created_at)!,
  paidAt: iso(r.paid_at),
  userId: r.user_id,
});

// The newest links made, with who made them (named as the account reads now).
export async function getPaymentLinks(db: Db): Promise<PaymentLink[]> {
  const rows = await linksQuery(db).orderBy('l.created_at', 'desc').orderBy('l.last_position', 'desc').limit(PAYMENT_LINKS_LISTED).execute();
  return rows.map(toLink);
}

export async function getPaymentLink(db: Db, linkId: string): Promise<PaymentLink | null> {
  const row = await linksQuery(db).where('l.id', '=', linkId).executeTakeFirst();
  return row ? toLink(row) : null;
}
