import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { everyoneQuery, pushQuerySchema, type PushHistoryEntry } from '../../../contracts/backoffice/push/push';

type Db = Kysely<Database>;

const historyQuery = (db: Db) =>
  db
    .selectFrom('push_history as h')
    .leftJoin('user_account as a', 'a.id', 'h.by')
    .select(['h.id', 'h.title', 'h.message', 'h.query', 'h.registered_users', 'h.recipients', 'h.status', 'h.by', 'h.at', 'a.first_name', 'a.last_name']);
type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['executeTakeFirstOrThrow']>>;

const toEntry = (r: HistoryRow): PushHistoryEntry => ({
  _id: r.id,
  messageTitle: r.title,
  message: r.message,
  query: pushQuerySchema.catch(everyoneQuery).parse(r.query),
  registeredUsers: r.registered_users,
  recipients: r.recipients,
  status: r.status === 'saved' ? 'saved' : 'sent',
  by: r.by,
  byName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  at: new Date(r.at).toISOString(),
});

// The pushes sent and kept, newest first, with who (named as the account reads now).
export async function getPushHistory(db: Db, page: number, pageSize: number): Promise<{ list: PushHistoryEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    historyQuery(db).orderBy('h.last_position', 'desc').offset(page * pageSize).limit(pageSize).execute(),
    db.selectFrom('push_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toEntry), total: Number(count.n) };
}

export async function getPushHistoryEntry(db: Db, pushId: string): Promise<PushHistoryEntry | null> {
  const row = await historyQuery(db).where('h.id', '=', pushId).executeTakeFirst();
  return row ? toEntry(row) : null;
}

// People to pick for a push: email or name holding the search, not excluded.
export async function findPushRecipients(db: Db, search: string): Promise<{ _id: string; name: string; email: string }[]> {
  const needle = search.toLowerCase();
  const rows = await db
    .selectFrom('user_account')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('excluded_by_admin', '=', false)
    .where(sql<boolean>`position(${needle} in lower(email || ' ' || first_name || ' ' || last_name)) > 0`)
    .orderBy('email')
    .limit(20)
    .execute();
  return rows.map((r) => ({ _id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email }));
}
