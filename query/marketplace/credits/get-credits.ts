import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { CreditKind, CreditMovement, Promotion, UnlockedContact } from '../../../contracts/marketplace/credits/credits';

const iso = (d: Date | string) => new Date(d).toISOString();

// What is left of each kind, as the account row shows it.
export async function getBalances(db: Kysely<Database>, userId: string): Promise<{ contactCredit: number; promoteCredit: number }> {
  const row = await db.selectFrom('user_account').select(['contact_credit', 'promote_credit']).where('id', '=', userId).executeTakeFirst();
  return { contactCredit: row?.contact_credit ?? 0, promoteCredit: row?.promote_credit ?? 0 };
}

// Contacts unlocked with a credit, newest first.
export async function getUnlockedContacts(db: Kysely<Database>, userId: string): Promise<UnlockedContact[]> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['object_type', 'object_id', 'at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'contact')
    .where('object_id', 'is not', null)
    .orderBy('at', 'desc')
    .orderBy('last_position', 'desc')
    .execute();
  return rows.map((r) => ({ type: r.object_type === 'job' ? 'job' : 'profile', objectId: r.object_id!, unlockedAt: iso(r.at) }));
}

// A user's promotions, newest first; active until its expiry has been recorded.
export async function getPromotions(db: Kysely<Database>, userId: string): Promise<Promotion[]> {
  const rows = await db.selectFrom('promotion').selectAll().where('user_id', '=', userId).orderBy('promoted_at', 'desc').orderBy('last_position', 'desc').execute();
  return rows.map((r) => ({
    promotionId: r.promotion_id,
    type: r.object_type === 'job' ? 'job' : 'profile',
    objectId: r.object_id,
    promotedAt: iso(r.promoted_at),
    expiresAt: iso(r.expires_at),
    expiredAt: r.expired_at ? iso(r.expired_at) : null,
    active: r.expired_at === null,
  }));
}

// Every movement of one user's ledger, newest first, with the name of whoever caused it.
export async function getCreditLedger(db: Kysely<Database>, userId: string, kind?: CreditKind): Promise<CreditMovement[]> {
  const rows = await db
    .selectFrom('credit_ledger as l')
    .leftJoin('user_account as a', 'a.id', 'l.actor_id')
    .select(['l.id', 'l.kind', 'l.delta', 'l.balance', 'l.reason', 'l.actor_id', 'a.first_name', 'a.last_name', 'l.object_type', 'l.object_id', 'l.payment_id', 'l.note', 'l.at'])
    .where('l.user_id', '=', userId)
    .$if(kind !== undefined, (q) => q.where('l.kind', '=', kind!))
    .orderBy('l.at', 'desc')
    .orderBy('l.last_position', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === 'promote' ? 'promote' : 'contact',
    delta: r.delta,
    balance: r.balance,
    reason: r.reason,
    actorId: r.actor_id,
    actorName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    objectType: r.object_type,
    objectId: r.object_id,
    paymentId: r.payment_id,
    note: r.note,
    at: iso(r.at),
  }));
}
