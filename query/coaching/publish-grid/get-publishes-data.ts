import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { PublishesData } from '../../../contracts/coaching/publish-grid/calls';
import { type CellStatus, type PublishCell, type PublishGlobals, type PublishUser } from '../../../contracts/coaching/publish-grid/publish-grid';
import type { PublishCyclePart } from '../../../contracts/coaching/publication/tables';

type Db = Kysely<Database>;
// the grid's times and parts as the product's settings say them now
export type GridConsts = { publishTimes: readonly string[]; parts: readonly number[] };
const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export async function publishGlobalsOf(db: Db): Promise<PublishGlobals> {
  const row = await db.selectFrom('publish_global').selectAll().where('id', '=', 'globals').executeTakeFirst();
  const running = await db.selectFrom('publish_cell').select(sql<number>`count(*)::int`.as('n')).where('status', '=', 'publishing').where('removed', '=', false).executeTakeFirstOrThrow();
  return {
    publishGlobalsCreated: row !== undefined,
    publishOn: row?.publish_on ?? true,
    isPublishing: running.n > 0,
    sendNewslettersOn: row?.send_newsletters_on ?? false,
    emailsToSendTest: (row?.emails_to_send_test as string[] | undefined) ?? [],
  };
}

// The cells on the grid; a cell still to send whose client is not publishing is a problem.
export async function publishCells(db: Db, cellId?: string): Promise<PublishCell[]> {
  let query = db
    .selectFrom('publish_cell as c')
    .leftJoin('user_account as a', 'a.id', 'c.user_id')
    .leftJoin('publication as p', 'p.user_id', 'c.user_id')
    .select(['c.cell_id', 'c.user_id', 'c.cycle_id', 'c.part', 'c.publish_time', 'c.status', 'c.emails_sent', 'c.emails_excluded', 'c.emails_failed', 'c.running_time', 'c.publish_error', 'a.email', 'a.first_name', 'a.last_name', 'p.is_publish'])
    .where('c.removed', '=', false);
  if (cellId) query = query.where('c.cell_id', '=', cellId);
  const rows = await query.orderBy('c.publish_time').orderBy('c.part').execute();
  return rows.map((r) => ({
    _id: r.cell_id,
    userId: r.user_id,
    email: r.email,
    name: name(r.first_name, r.last_name),
    cycleId: r.cycle_id,
    part: r.part,
    publishTime: r.publish_time,
    status: (r.status === 'READY' && !r.is_publish ? 'problem' : r.status) as CellStatus,
    emailsSent: r.emails_sent,
    emailsExcluded: r.emails_excluded,
    emailsFailed: r.emails_failed,
    runningTime: r.running_time ? new Date(r.running_time).toISOString() : null,
    publishError: r.publish_error,
  }));
}

// The clients the grid can place (approved, with an open cycle) and those waiting for approval.
async function publishUsers(db: Db, cells: readonly PublishCell[], parts: readonly number[]): Promise<PublishUser[]> {
  const rows = await db
    .selectFrom('publication as p')
    .leftJoin('publish_cycle as c', 'c.cycle_id', 'p.active_cycle')
    .leftJoin('user_account as a', 'a.id', 'p.user_id')
    .select(['p.user_id', 'p.status', 'p.active_cycle', 'c.cycle', 'c.parts', 'a.email', 'a.first_name', 'a.last_name'])
    .where((eb) => eb.or([eb('p.active_cycle', 'is not', null), eb('p.status', '=', 'requested')]))
    .orderBy('a.first_name')
    .orderBy('p.user_id')
    .execute();
  return rows.map((r) => {
    const sent = new Set(((r.parts as PublishCyclePart[] | null) ?? []).filter((p) => p.date !== null && p.failed === 0).map((p) => p.part));
    const placed = new Set(cells.filter((c) => c.cycleId === r.active_cycle).map((c) => c.part));
    return {
      userId: r.user_id,
      email: r.email,
      name: name(r.first_name, r.last_name),
      cycleId: r.active_cycle ?? '',
      cycle: r.cycle ?? 0,
      partsAvailable: r.active_cycle ? parts.filter((p) => !sent.has(p) && !placed.has(p)) : [],
      status: r.status as PublishUser['status'],
      onList: placed.size > 0,
    };
  });
}

export async function getPublishesData(db: Db, consts: GridConsts): Promise<PublishesData> {
  const [publishList, globals] = await Promise.all([publishCells(db), publishGlobalsOf(db)]);
  const users = await publishUsers(db, publishList, consts.parts);
  return {
    users,
    publishList,
    consts: { publishTimes: [...consts.publishTimes], parts: [...consts.parts] },
    usersOnList: [...new Set(publishList.map((c) => c.userId))],
    globals,
  };
}

// The clients inlayPublishList places: approved, auto-put on, with parts neither sent nor placed.
export async function usersToInlay(db: Db, consts: GridConsts): Promise<PublishUser[]> {
  const data = await getPublishesData(db, consts);
  const auto = new Set((await db.selectFrom('publication').select('user_id').where('auto_put_on_publish_list', '=', true).where('is_publish', '=', true).execute()).map((r) => r.user_id));
  return data.users.filter((u) => auto.has(u.userId) && u.partsAvailable.length > 0);
}
