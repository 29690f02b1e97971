import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { Changes, RowOf } from '../../core/row-touch';

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
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('pro_setting')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_search', 'boolean', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('payment_started_idx').ifNotExists().on('payment').column('started_at desc').execute();
  await db.schema.createIndex('payment_user_idx').ifNotExists().on('payment').column('user_id').execute();
};

type PaymentRow = RowOf<'payment'>;
type Completion = DecodedEvent<'PaymentSucceeded' | 'PaymentFailed' | 'PaymentCancelled'>;

const startedRow = (event: DecodedEvent<'PaymentStarted'>): PaymentRow => {
  const d = event.data;
  return {
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
  };
};

// What a completion changes in the payment.
const completionOf = (event: Completion): Changes<PaymentRow> => {
  switch (event.type) {
    case 'PaymentSucceeded':
      return { status: 'succeeded', completed_at: event.data.paidAt, card_last4: event.data.cardLast4 };
    case 'PaymentFailed':
      return { status: 'failed', completed_at: event.data.failedAt, card_last4: event.data.cardLast4, failure_reason: event.data.reason };
    case 'PaymentCancelled':
      return { status: 'cancelled', completed_at: event.data.cancelledAt };
  }
};

const complete = (event: Completion) => ({ patch: [event.data.paymentId], set: completionOf(event) });

// Payments as administrators list them (getPayments), and Pro members' settings.
export const paymentProjection = rowProjection({
  name: 'payment',
  // 2: a deleted account's payments lose their card digits; 3: paid payment links are payments too
  version: 3,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'payment',
      key: ['id'],
      on: {
        PaymentStarted: (event) => ({ insert: startedRow(event) }),
        PaymentSucceeded: complete,
        PaymentFailed: complete,
        PaymentCancelled: complete,
        // a coaching payment link paid: one payment, started when the link was made
        PaymentLinkPaid: ({ data }) => ({
          insert: {
            id: data.linkId,
            user_id: data.userId,
            method: 'paymentLink',
            months: data.months,
            amount: data.amount,
            currency: data.currency,
            provider: data.provider,
            status: 'succeeded',
            card_last4: data.cardLast4,
            failure_reason: null,
            started_at: data.createdAt,
            completed_at: data.paidAt,
          },
        }),
        // a deleted account's payments stay for the accounts (amounts, dates, outcome), without the card
        AccountDeleted: (event) => ({ patchWhere: { user_id: event.data.userId }, set: { card_last4: null } }),
      },
    }),
    rowTable({
      table: 'pro_setting',
      key: ['user_id'],
      on: {
        AnonymousSearchSet: (event) => ({ upsert: { user_id: event.data.userId, anonymous_search: event.data.anonymous } }),
        AccountDeleted: (event) => ({ remove: [event.data.userId] }),
      },
    }),
  ],
});
