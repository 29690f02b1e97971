import { sql } from 'kysely';
import { defineProjection, type Db } from '../../core/projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('payment')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pro_setting')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_search', 'boolean', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('payment_started_idx').ifNotExists().on('payment').column('started_at desc').execute();
  await db.schema.createIndex('payment_user_idx').ifNotExists().on('payment').column('user_id').execute();
};

// Completion writes only over an older row: a replay changes nothing.
const complete = (db: Db, paymentId: string, position: string, values: { status: string; completed_at: string; card_last4?: string | null; failure_reason?: string | null }) =>
  db
    .updateTable('payment')
    .set({ ...values, last_position: position })
    .where('id', '=', paymentId)
    .where(sql<boolean>`last_position < ${position}::numeric`)
    .execute();

// Payments as administrators list them (getPayments), and Pro members' settings.
export const paymentProjection = defineProjection({
  name: 'payment',
  version: 1,
  tables: ['payment', 'pro_setting'],
  createTables,
  createIndexes,
  handlers: {
    PaymentStarted: async (db, event) => {
      const d = event.data;
      await db
        .insertInto('payment')
        .values({
          id: d.paymentId,
          user_id: d.userId,
          method: d.method,
          months: d.months,
          amount: d.amount,
          currency: d.currency,
          provider: d.provider,
          status: 'started',
          card_last4: null,
          failure_reason: null,
          started_at: d.startedAt,
          completed_at: null,
          last_position: event.position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    PaymentSucceeded: async (db, event) => {
      await complete(db, event.data.paymentId, event.position, { status: 'succeeded', completed_at: event.data.paidAt, card_last4: event.data.cardLast4 });
    },
    PaymentFailed: async (db, event) => {
      await complete(db, event.data.paymentId, event.position, { status: 'failed', completed_at: event.data.failedAt, card_last4: event.data.cardLast4, failure_reason: event.data.reason });
    },
    PaymentCancelled: async (db, event) => {
      await complete(db, event.data.paymentId, event.position, { status: 'cancelled', completed_at: event.data.cancelledAt });
    },
    AnonymousSearchSet: async (db, event) => {
      await db
        .insertInto('pro_setting')
        .values({ user_id: event.data.userId, anonymous_search: event.data.anonymous, last_position: event.position })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ anonymous_search: event.data.anonymous, last_position: event.position })
            .where(sql<boolean>`pro_setting.last_position < ${event.position}::numeric`),
        )
        .execute();
    },
    AccountDeleted: async (db, event) => {
      await db.deleteFrom('pro_setting').where('user_id', '=', event.data.userId).execute();
    },
  },
});
