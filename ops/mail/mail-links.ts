import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { Migration } from '../server/feature';

// The links mail carries that act without a session (unsubscribe, start a visitor's alert) are
// signed with a key kept in the database: every node signs and checks alike, and a link keeps
// working across restarts.
export const mailLinkMigrations: readonly Migration[] = [
  {
    id: 'mail/001-link-key',
    up: async (db) => {
      await sql`CREATE TABLE IF NOT EXISTS mail_link_key (id integer PRIMARY KEY, secret text NOT NULL)`.execute(db);
      await sql`INSERT INTO mail_link_key (id, secret) VALUES (1, ${randomBytes(32).toString('base64url')}) ON CONFLICT (id) DO NOTHING`.execute(db);
    },
  },
];

const keys = new WeakMap<object, Promise<string>>();

const keyOf = (db: Kysely<Database>): Promise<string> => {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom('mail_link_key')
      .select('secret')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((row) => row.secret);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
};

// The hash of a link's parts: short enough for a URL, long enough not to be guessed.
export async function signParts(db: Kysely<Database>, parts: readonly string[]): Promise<string> {
  return createHmac('sha256', await keyOf(db)).update(parts.join('\n')).digest('base64url').slice(0, 32);
}

export async function partsSigned(db: Kysely<Database>, parts: readonly string[], hash: string): Promise<boolean> {
  const expected = Buffer.from(await signParts(db, parts));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// What an unsubscribe link turns off: a kind of mail for the address's account, or one alert.
export type UnsubscribeList = 'alerts' | 'digests' | 'news' | `alert:${string}`;

export async function unsubscribeUrl(deps: { db: Kysely<Database>; publicUrl: string }, email: string, list: UnsubscribeList): Promise<string> {
  const hash = await signParts(deps.db, ['unsubscribe', email, list]);
  const query = new URLSearchParams({ email, list, hash });
  return `${deps.publicUrl}/unsubscribe?${query.toString()}`;
}

// A visitor's alert starts when its mailed link is opened, within a week.
export const APPROVE_LINK_DAYS = 7;

export async function approveAlertUrl(deps: { db: Kysely<Database>; publicUrl: string }, alertId: string, now: Date): Promise<string> {
  const expires = String(now.getTime() + APPROVE_LINK_DAYS * 86_400_000);
  const hash = await signParts(deps.db, ['approve', alertId, expires]);
  return `${deps.publicUrl}/alerts/approve?${new URLSearchParams({ alert: alertId, expires, hash }).toString()}`;
}
