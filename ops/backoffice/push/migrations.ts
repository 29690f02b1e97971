import { sql } from 'kysely';
import type { Migration } from '../../server/feature';

// The push feature's write-side tables: browsers' subscriptions and the recorded deliveries.
export const pushMigrations: readonly Migration[] = [
  {
    id: 'backoffice/push/001-subscriptions',
    up: async (db) => {
      await db.schema
        .createTable('push_subscription')
        .ifNotExists()
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('push_subscription_user_idx').ifNotExists().on('push_subscription').column('user_id').execute();
      await db.schema
        .createTable('push_outbox')
        .ifNotExists()
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('headers', 'jsonb', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
];
