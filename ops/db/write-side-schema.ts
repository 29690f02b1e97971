import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';

// Tables outside the event log: secrets that must never enter an event, and the mail outbox.
export async function createWriteSideSchema(db: Kysely<Database>): Promise<void> {
  await db.schema
    .createTable('credential')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('reset_code_hash', 'text')
    .addColumn('reset_expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .ifNotExists()
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
}
