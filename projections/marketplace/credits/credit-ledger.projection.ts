import { sql, type Selectable } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import type { PromotionTable } from '../../../contracts/marketplace/credits/tables';
import { defineProjection, type Db } from '../../core/projection';
import { loadRows, upsertRows } from '../../core/rows';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('credit_ledger')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('object_type', 'text')
    .addColumn('object_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promotion')
    .ifNotExists()
    .addColumn('promotion_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('promoted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expired_at', 'timestamptz')
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('credit_ledger_user_idx').ifNotExists().on('credit_ledger').columns(['user_id', 'kind', 'at desc']).execute();
  await db.schema.createIndex('promotion_user_idx').ifNotExists().on('promotion').columns(['user_id', 'promoted_at desc']).execute();
  await db.schema.createIndex('promotion_object_idx').ifNotExists().on('promotion').columns(['object_type', 'object_id']).execute();
};

type Movement = DecodedEvent<'CreditsGranted' | 'CreditsWithdrawn' | 'CreditUsed'>;

type LedgerRow = ReturnType<typeof movementRow>;

const isOlder = (row: { last_position: Position }, position: Position) => BigInt(row.last_position) < BigInt(position);

// One ledger row per movement, keyed by the event: a replay inserts nothing new.
const movementRow = (event: Movement) => {
  const base = { id: event.id, user_id: event.data.userId, kind: event.data.kind, balance: event.data.balance, reason: event.data.reason, last_position: event.position };
  switch (event.type) {
    case 'CreditsGranted': {
      const d = event.data;
      return { ...base, delta: d.amount, actor_id: d.grantedBy, object_type: null, object_id: null, payment_id: d.paymentId, note: d.note, at: d.grantedAt };
    }
    case 'CreditsWithdrawn': {
      const d = event.data;
      return { ...base, delta: -d.amount, actor_id: d.withdrawnBy, object_type: null, object_id: null, payment_id: null, note: d.note, at: d.withdrawnAt };
    }
    case 'CreditUsed': {
      const d = event.data;
      return { ...base, delta: -1, actor_id: d.userId, object_type: d.objectType, object_id: d.objectId, payment_id: null, note: null, at: d.usedAt };
    }
  }
};

const insertMovement = async (db: Db, event: Movement) => {
  await db.insertInto('credit_ledger').values(movementRow(event)).onConflict((oc) => oc.column('id').doNothing()).execute();
};

const isMovement = (event: DecodedEvent): event is Movement => event.type === 'CreditsGranted' || event.type === 'CreditsWithdrawn' || event.type === 'CreditUsed';

type PromotionRow = Omit<Selectable<PromotionTable>, 'promoted_at' | 'expires_at' | 'expired_at'> & {
  promoted_at: string | Date;
  expires_at: string | Date;
  expired_at: string | Date | null;
};

const promotionRow = (event: DecodedEvent<'ObjectPromoted'>): PromotionRow => {
  const d = event.data;
  return { promotion_id: d.promotionId, user_id: d.userId, object_type: d.objectType, object_id: d.objectId, promoted_at: d.promotedAt, expires_at: d.expiresAt, expired_at: null, last_position: event.position };
};

export const creditLedgerProjection = defineProjection({
  name: 'credit_ledger',
  version: 1,
  tables: ['credit_ledger', 'promotion'],
  createTables,
  createIndexes,
  handlers: {
    CreditsGranted: insertMovement,
    CreditsWithdrawn: insertMovement,
    CreditUsed: insertMovement,
    ObjectPromoted: async (db, event) => {
      await db.insertInto('promotion').values(promotionRow(event)).onConflict((oc) => oc.column('promotion_id').doNothing()).execute();
    },
    PromotionExpired: async (db, event) => {
      await db
        .updateTable('promotion')
        .set({ expired_at: event.data.expiredAt, last_position: event.position })
        .where('promotion_id', '=', event.data.promotionId)
        .where(sql<boolean>`last_position < ${event.position}::numeric`)
        .execute();
    },
    // a deleted account's ledger and promotions leave the read model with it
    AccountDeleted: async (db, event) => {
      await db.deleteFrom('credit_ledger').where('user_id', '=', event.data.userId).execute();
      await db.deleteFrom('promotion').where('user_id', '=', event.data.userId).execute();
    },
  },
  // Ledger rows are only ever inserted once; promotions are loaded once and followed in memory.
  // A deleted account's rows go first, what the batch left is written after.
  async applyBatch(db, events) {
    const ids = {
      ledger: events.flatMap((e) => (isMovement(e) ? [e.id] : [])),
      promotions: [...new Set(events.flatMap((e) => (e.type === 'ObjectPromoted' || e.type === 'PromotionExpired' ? [e.data.promotionId] : [])))],
    };
    const ledger = await loadRows<LedgerRow>(db, 'credit_ledger', 'id', ids.ledger);
    const promotions = await loadRows<PromotionRow>(db, 'promotion', 'promotion_id', ids.promotions);
    const written = { ledger: new Set<string>(), promotions: new Set<string>() };
    const deletedUsers: string[] = [];
    for (const event of events) {
      if (isMovement(event)) {
        if (ledger.has(event.id)) continue;
        ledger.set(event.id, movementRow(event));
        written.ledger.add(event.id);
      } else if (event.type === 'ObjectPromoted') {
        if (promotions.has(event.data.promotionId)) continue;
        promotions.set(event.data.promotionId, promotionRow(event));
        written.promotions.add(event.data.promotionId);
      } else if (event.type === 'PromotionExpired') {
        const row = promotions.get(event.data.promotionId);
        if (!row || !isOlder(row, event.position)) continue;
        Object.assign(row, { expired_at: event.data.expiredAt, last_position: event.position });
        written.promotions.add(row.promotion_id);
      } else if (event.type === 'AccountDeleted') {
        deletedUsers.push(event.data.userId);
        for (const [id, row] of ledger) if (row.user_id === event.data.userId) ledger.delete(id);
        for (const [id, row] of promotions) if (row.user_id === event.data.userId) promotions.delete(id);
      }
    }
    if (deletedUsers.length) {
      await db.deleteFrom('credit_ledger').where('user_id', 'in', deletedUsers).execute();
      await db.deleteFrom('promotion').where('user_id', 'in', deletedUsers).execute();
    }
    const pick = <R>(rows: Map<string, R>, ids: Set<string>) => [...ids].flatMap((id) => rows.get(id) ?? []);
    await upsertRows(db, 'credit_ledger', 'id', pick(ledger, written.ledger));
    await upsertRows(db, 'promotion', 'promotion_id', pick(promotions, written.promotions));
  },
});
