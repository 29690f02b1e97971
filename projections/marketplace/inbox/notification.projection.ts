import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import type { NotificationKind } from '../../../contracts/marketplace/inbox/notification';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { liveRooms } from '../../../contracts/live';
import { defineProjection, silentOutbox, type Db, type LiveOutbox } from '../../core/projection';
import { isOlder, loadRows, upsertRows } from '../../core/rows';
import { toNotification } from '../../../contracts/marketplace/inbox/notification-row';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('notification')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('notification_user_idx').ifNotExists().on('notification').columns(['user_id', 'created_at desc']).execute();
};

type PairEvent = DecodedEvent<'ApplicationSubmitted' | 'ConnectSent' | 'MatchMade'>;
type Notice = { kind: NotificationKind; to: 'seeker' | 'recruiter'; at: string };
type NoticeRow = { id: string; user_id: string; kind: string; payload: Record<string, unknown>; created_at: string | Date; read_at: string | Date | null; last_position: Position };

// What each pair event leaves in the inbox; the handlers and the batch form share these.
const noticesOf = (event: PairEvent): Notice[] => {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return [{ kind: 'applicant', to: 'recruiter', at: event.data.appliedAt }];
    case 'ConnectSent':
      return [{ kind: 'connect', to: 'seeker', at: event.data.connectedAt }];
    case 'MatchMade':
      return [
        { kind: 'match', to: 'seeker', at: event.data.matchedAt },
        { kind: 'match', to: 'recruiter', at: event.data.matchedAt },
      ];
  }
};

// One notification per kind, pair and receiver: its id says which, so a replay adds nothing.
const noticeRow = (event: PairEvent, { kind, to, at }: Notice): NoticeRow => {
  const { jobId, seekerId, recruiterId } = event.data;
  const payload = { jobId, seekerId, recruiterId, matchId: matchId(jobId, seekerId), otherUserId: to === 'seeker' ? recruiterId : seekerId };
  return { id: `${kind}:${to}:${payload.matchId}`, user_id: to === 'seeker' ? seekerId : recruiterId, kind, payload, created_at: at, read_at: null, last_position: event.position };
};

// A match supersedes the pair's unread applicant and connect notices.
const supersededIds = (event: PairEvent): string[] => {
  const id = matchId(event.data.jobId, event.data.seekerId);
  return [`applicant:recruiter:${id}`, `connect:seeker:${id}`];
};

const readsRow = (event: DecodedEvent<'NotificationsRead'>, row: NoticeRow): boolean =>
  row.user_id === event.data.userId && row.read_at === null && isOlder(row, event.position) && (event.data.all || event.data.ids.includes(row.id));

// A deleted account takes its inbox with it, and every notice others got about it.
const concerns = (row: NoticeRow, userId: string): boolean => row.user_id === userId || row.payload.otherUserId === userId;

// What the inbox shows beside a notice: the job's title and the other person's name, read once for
// every notice of a batch.
type Names = { jobs: Map<string, string>; people: Map<string, { first_name: string; last_name: string }> };

async function loadNames(db: Db, rows: readonly NoticeRow[]): Promise<Names> {
  const jobIds = [...new Set(rows.map((r) => String(r.payload.jobId)))];
  const userIds = [...new Set(rows.map((r) => String(r.payload.otherUserId)))];
  const [jobs, people] = await Promise.all([
    jobIds.length ? db.selectFrom('job').select(['id', 'title']).where('id', 'in', jobIds).execute() : [],
    userIds.length ? db.selectFrom('user_account').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute() : [],
  ]);
  return { jobs: new Map(jobs.map((j) => [j.id, j.title])), people: new Map(people.map((p) => [p.id, p])) };
}

function publishNotice(live: LiveOutbox, names: Names, row: NoticeRow) {
  const other = names.people.get(String(row.payload.otherUserId));
  const notification = toNotification({
    ...row,
    created_at: new Date(row.created_at),
    read_at: row.read_at === null ? null : new Date(row.read_at),
    job_title: names.jobs.get(String(row.payload.jobId)) ?? null,
    other_first_name: other?.first_name ?? null,
    other_last_name: other?.last_name ?? null,
  });
  // the match replaces the applicant or connect notice of the same pair sent in the same batch
  const to = row.user_id === row.payload.seekerId ? 'seeker' : 'recruiter';
  live.publish(liveRooms.user(row.user_id), 'notification.created', { notification, position: row.last_position }, `${to}:${String(row.payload.matchId)}`);
}

async function notify(db: Db, live: LiveOutbox, event: PairEvent, notice: Notice) {
  const { payload, ...values } = noticeRow(event, notice);
  const row = await db
    .insertInto('notification')
    .values({ ...values, payload: JSON.stringify(payload) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row || live === silentOutbox) return;
  const inserted = { ...row, payload } as NoticeRow;
  publishNotice(live, await loadNames(db, [inserted]), inserted);
}

const onPair = async (db: Db, event: PairEvent, live: LiveOutbox) => {
  if (event.type === 'MatchMade') await db.deleteFrom('notification').where('id', 'in', supersededIds(event)).where('read_at', 'is', null).execute();
  for (const notice of noticesOf(event)) await notify(db, live, event, notice);
};

const markRead = async (db: Db, event: DecodedEvent<'NotificationsRead'>) => {
  let update = db
    .updateTable('notification')
    .set({ read_at: event.data.readAt, last_position: event.position })
    .where('user_id', '=', event.data.userId)
    .where('read_at', 'is', null)
    .where(sql<boolean>`last_position < ${event.position}::numeric`);
  if (!event.data.all) update = update.where('id', 'in', event.data.ids.length ? event.data.ids : ['']);
  await update.execute();
};

const isPairEvent = (event: DecodedEvent): event is PairEvent => event.type === 'ApplicationSubmitted' || event.type === 'ConnectSent' || event.type === 'MatchMade';

export const notificationProjection = defineProjection({
  name: 'notification',
  // 2: a deleted account's notices to others go too
  version: 2,
  tables: ['notification'],
  createTables,
  createIndexes,
  handlers: {
    ApplicationSubmitted: onPair,
    ConnectSent: onPair,
    MatchMade: onPair,
    NotificationsRead: markRead,
    AccountDeleted: async (db, event) => {
      const { userId } = event.data;
      await db.deleteFrom('notification').where((eb) => eb.or([eb('user_id', '=', userId), eb(sql<string>`payload->>'otherUserId'`, '=', userId)])).execute();
    },
    // the notices recruiters got about an applicant erased after the retention period
    OrphanApplicantErased: async (db, event) => {
      await db.deleteFrom('notification').where(sql<string>`payload->>'otherUserId'`, '=', event.data.applicantId).execute();
    },
  },
  // Loads the notices the batch names (and the unread ones of whoever reads all), follows them in
  // memory in log order with the handlers' rules, then deletes and writes what changed. Live, the
  // new notices go out in log order, as the handlers send them.
  liveBatch: true,
  async applyBatch(db, events, live) {
    const ids = new Set<string>();
    const readingAll = new Set<string>();
    for (const event of events) {
      if (isPairEvent(event)) for (const id of [...noticesOf(event).map((n) => noticeRow(event, n).id), ...supersededIds(event)]) ids.add(id);
      else if (event.type === 'NotificationsRead') {
        if (event.data.all) readingAll.add(event.data.userId);
        else for (const id of event.data.ids) ids.add(id);
      }
    }
    const rows = await loadRows<NoticeRow>(db, 'notification', 'id', [...ids]);
    if (readingAll.size) {
      const unread = await db.selectFrom('notification').selectAll().where('user_id', 'in', [...readingAll]).where('read_at', 'is', null).execute();
      for (const row of unread) rows.set(row.id, row as NoticeRow);
    }
    const existed = new Set(rows.keys());
    const changed = new Set<string>();
    const created: NoticeRow[] = [];
    const deletedUsers: string[] = [];
    for (const event of events) {
      if (isPairEvent(event)) {
        if (event.type === 'MatchMade') for (const id of supersededIds(event)) if (rows.get(id)?.read_at === null) rows.delete(id);
        for (const notice of noticesOf(event)) {
          const row = noticeRow(event, notice);
          if (rows.has(row.id)) continue;
          rows.set(row.id, row);
          changed.add(row.id);
          created.push(row);
        }
      } else if (event.type === 'NotificationsRead') {
        for (const row of rows.values()) {
          if (!readsRow(event, row)) continue;
          Object.assign(row, { read_at: event.data.readAt, last_position: event.position });
          changed.add(row.id);
        }
      } else if (event.type === 'AccountDeleted' || event.type === 'OrphanApplicantErased') {
        const userId = event.type === 'AccountDeleted' ? event.data.userId : event.data.applicantId;
        deletedUsers.push(userId);
        for (const [id, row] of rows) if (concerns(row, userId)) rows.delete(id);
      }
    }
    if (deletedUsers.length)
      await db.deleteFrom('notification').where((eb) => eb.or([eb('user_id', 'in', deletedUsers), eb(sql<string>`payload->>'otherUserId'`, 'in', deletedUsers)])).execute();
    const gone = [...existed].filter((id) => !rows.has(id));
    const written = [...changed].flatMap((id) => {
      const row = rows.get(id);
      return row ? [{ ...row, payload: JSON.stringify(row.payload) }] : [];
    });
    const announcing = live !== silentOutbox && created.length > 0;
    // the rows gone and the rows written are different rows, and the names come from other
    // tables: independent, issued together
    const [, , names] = await Promise.all([
      gone.length ? db.deleteFrom('notification').where('id', 'in', gone).execute() : null,
      upsertRows(db, 'notification', 'id', written),
      announcing ? loadNames(db, created) : null,
    ]);
    if (!announcing || !names) return;
    for (const row of created) publishNotice(live, names, row);
  },
});
