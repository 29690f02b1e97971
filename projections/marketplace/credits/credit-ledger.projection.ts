import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { defineProjection, type Db } from '../../core/projection';

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
      const d = event.data;
      await db
        .insertInto('promotion')
        .values({ promotion_id: d.promotionId, user_id: d.userId, object_type: d.objectType, object_id: d.objectId, promoted_at: d.promotedAt, expires_at: d.expiresAt, expired_at: null, last_position: event.position })
        .onConflict((oc) => oc.column('promotion_id').doNothing())
        .execute();
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
});
