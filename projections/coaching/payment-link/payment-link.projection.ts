import { actorOf } from '../../../contracts/core/event-store';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('payment_link')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('user_id', 'text')
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('payment_link_created_idx').ifNotExists().on('payment_link').column('created_at desc').execute();
};

// The links coaches made (the payment link screen lists the newest), and which are paid.
export const paymentLinkProjection = rowProjection({
  name: 'payment_link',
  version: 2,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'payment_link',
      key: ['id'],
      on: {
        PaymentLinkCreated: ({ data, metadata }) => ({
          insert: {
            id: data.linkId,
            email: data.email,
            first_name: data.firstName,
            last_name: data.lastName,
            amount: data.amount,
            currency: data.currency,
            plan: data.plan,
            months: data.months,
            url: data.url,
            status: 'created',
            created_by: actorOf(metadata),
            created_at: data.createdAt,
            paid_at: null,
            user_id: null,
          },
        }),
        PaymentLinkPaid: ({ data }) => ({ patch: [data.linkId], set: { status: 'paid', paid_at: data.paidAt, user_id: data.userId } }),
        // a deleted account's paid links stay (the payment was made) without its name and address;
        // the row keeps user_id, by which the account's eraser finds the link's key to destroy
        AccountDeleted: ({ data }) => ({ patchWhere: { user_id: data.userId }, set: { email: '', first_name: '', last_name: '' } }),
      },
    }),
  ],
});
