import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Notification } from '../../../contracts/marketplace/inbox/notification';
import { toNotification } from '../../../contracts/marketplace/inbox/notification-row';

type Db = Kysely<Database>;

export const countUnread = async (db: Db, userId: string): Promise<number> =>
  Number(
    (await db.selectFrom('notification').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow()).n,
  );

// The inbox newest first. afterPosition: only what was created or changed after it (a client that
// reconnects asks for what it missed).
export async function getNotifications(
  db: Db,
  userId: string,
  options: { page: number; pageSize: number; afterPosition?: string },
): Promise<{ list: Notification[]; unread: number; total: number }> {
  let query = db.selectFrom('notification as n').where('n.user_id', '=', userId);
  if (options.afterPosition !== undefined) query = query.where(sql<boolean>`n.last_position > ${options.afterPosition}::numeric`);
  const [rows, total, unread] = await Promise.all([
    query
      .leftJoin('job', (join) => join.on(sql<boolean>`job.id = n.payload->>'jobId'`))
      .leftJoin('user_account as u', (join) => join.on(sql<boolean>`u.id = n.payload->>'otherUserId'`))
      // someone who applied without an account has no account row: the name they applied with
      .leftJoin('orphan_application as o', (join) => join.on(sql<boolean>`o.applicant_id = n.payload->>'otherUserId' AND o.job_id = n.payload->>'jobId'`))
      .selectAll('n')
      .select([
        'job.title as job_title',
        sql<string | null>`coalesce(u.first_name, o.first_name)`.as('other_first_name'),
        sql<string | null>`coalesce(u.last_name, o.last_name)`.as('other_last_name'),
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id')
      .limit(options.pageSize)
      .offset(options.page * options.pageSize)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    countUnread(db, userId),
  ]);
  return { list: rows.map(toNotification), unread, total: Number(total.n) };
}
