import { sql } from 'kysely';
import type { Migration } from '../../server/feature';

// The write-side credential table (contracts/identity/users/tables.ts).
export const identityMigrations: readonly Migration[] = [
  {
    id: 'identity/users/001-credential',
    up: async (db) => {
      await db.schema
        .createTable('credential')
        .ifNotExists()
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('reset_code_hash', 'text')
        .addColumn('reset_expires_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  {
    // a registration writes its credential before the account exists; a losing racer's row must
    // not block the winner's, so the email is looked up through the account instead
    id: 'identity/users/002-credential-email-not-unique',
    up: async (db) => {
      await sql`ALTER TABLE credential DROP CONSTRAINT IF EXISTS credential_email_key`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS credential_email_idx ON credential (email)`.execute(db);
    },
  },
  {
    // sessions begun before this time are over: password changes and "sign out everywhere"
    id: 'identity/users/003-credential-sessions-valid-after',
    up: async (db) => {
      await sql`ALTER TABLE credential ADD COLUMN IF NOT EXISTS sessions_valid_after timestamptz`.execute(db);
    },
  },
  {
    // the reset mail makes its code when it is sent, once per request: the request it answers
    id: 'identity/users/004-credential-reset-requested-at',
    up: async (db) => {
      await sql`ALTER TABLE credential ADD COLUMN IF NOT EXISTS reset_requested_at timestamptz`.execute(db);
    },
  },
];
