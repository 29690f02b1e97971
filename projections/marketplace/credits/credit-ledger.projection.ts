import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';

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
    .$call(addPositionColumn)
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
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('credit_ledger_user_idx').ifNotExists().on('credit_ledger').columns(['user_id', 'kind', 'at desc']).execute();
  await db.schema.createIndex('promotion_user_idx').ifNotExists().on('promotion').columns(['user_id', 'promoted_at desc']).execute();
  await db.schema.createIndex('promotion_object_idx').ifNotExists().on('promotion').columns(['object_type', 'object_id']).execute();
};

type Movement = DecodedEvent<'CreditsGranted' | 'CreditsWithdrawn' | 'CreditUsed'>;

// One ledger row per movement, keyed by the event: a replay inserts nothing new.
const movementRow = (event: Movement): RowOf<'credit_ledger'> => {
  const base = { id: event.id, user_id: event.data.userId, kind: event.data.kind, balance: event.data.balance, reason: event.data.reason };
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

const movement = (event: Movement) => ({ insert: movementRow(event) });

const promotionRow = (event: DecodedEvent<'ObjectPromoted'>): RowOf<'promotion'> => {
  const d = event.data;
  return { promotion_id: d.promotionId, user_id: d.userId, object_type: d.objectType, object_id: d.objectId, promoted_at: d.promotedAt, expires_at: d.expiresAt, expired_at: null };
};

// a deleted account's ledger and promotions leave the read model with it
const ofDeletedAccount = (event: DecodedEvent<'AccountDeleted'>) => ({ eraseWhere: { user_id: event.data.userId } });

export const creditLedgerProjection = rowProjection({
  name: 'credit_ledger',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'credit_ledger',
      key: ['id'],
      on: { CreditsGranted: movement, CreditsWithdrawn: movement, CreditUsed: movement, AccountDeleted: ofDeletedAccount },
    }),
    rowTable({
      table: 'promotion',
      key: ['promotion_id'],
      on: {
        ObjectPromoted: (event) => ({ insert: promotionRow(event) }),
        PromotionExpired: (event) => ({ patch: [event.data.promotionId], set: { expired_at: event.data.expiredAt } }),
        AccountDeleted: ofDeletedAccount,
      },
    }),
  ],
});
