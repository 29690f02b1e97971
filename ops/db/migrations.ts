import { sql } from 'kysely';
import type { Db } from '../../projections/core/projection';
import type { Migration } from '../server/feature';

// Any fixed number: two processes starting at once apply each migration once.
const MIGRATION_LOCK = 727_002;

// Applies the migrations not yet recorded, in the order given, each in its own transaction.
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`Two migrations share the id ${m.id}`);
    seen.add(m.id);
  }
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const exists = await trx.selectFrom('schema_migration').select('id').where('id', '=', migration.id).executeTakeFirst();
      if (exists) return false;
      await migration.up(trx);
      await trx.insertInto('schema_migration').values({ id: migration.id }).execute();
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

// The platform's own write-side tables.
export const coreMigrations: readonly Migration[] = [
  {
    id: 'core/001-mail-outbox',
    up: async (db) => {
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
    },
  },
  {
    // one key per person whose personal data the log holds; erasing sets it to NULL (crypto-shredding)
    id: 'core/002-personal-data-key',
    up: async (db) => {
      await sql`CREATE TABLE IF NOT EXISTS personal_data_key (
        subject text PRIMARY KEY,
        key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz
      )`.execute(db);
    },
  },
  {
    // a message the mail server did not take is tried again later (retry-unsent-mail)
    id: 'core/003-mail-retry',
    up: async (db) => {
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`.execute(db);
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz`.execute(db);
      // rows recorded before this change were tried once
      await sql`UPDATE mail_outbox SET attempts = 1, next_attempt_at = now() WHERE sent_at IS NULL AND error IS NOT NULL`.execute(db);
    },
  },
  {
    // a reaction that runs twice sends its message once
    id: 'core/004-mail-key',
    up: async (db) => {
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS dedupe_key text`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_dedupe_key ON mail_outbox (dedupe_key)`.execute(db);
    },
  },
  {
    // a meeting's confirmation carries its calendar invitation, kept for the retries
    id: 'core/005-mail-calendar',
    up: async (db) => {
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS calendar text`.execute(db);
    },
  },
  {
    // the first start's demo: the parts done (begun, each journey's script, complete), so a start
    // after a stop continues it (ops/tools/seed/first-start.ts)
    id: 'core/006-demo-seed',
    up: async (db) => {
      await sql`CREATE TABLE IF NOT EXISTS demo_seed (part text PRIMARY KEY, done_at timestamptz NOT NULL DEFAULT now())`.execute(db);
    },
  },
  {
    // each message keeps the template it was rendered from, its language and the headers it was
    // sent with (List-Unsubscribe), for the outbox viewer and the retries
    id: 'core/007-mail-template',
    up: async (db) => {
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS template text`.execute(db);
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS language text`.execute(db);
      await sql`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS headers jsonb`.execute(db);
    },
  },
];
