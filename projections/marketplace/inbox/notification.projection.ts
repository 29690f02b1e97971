import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import type { NotificationKind } from '../../../contracts/marketplace/inbox/notification';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { liveRooms } from '../../../contracts/live';
import { toNotification } from '../../../contracts/marketplace/inbox/notification-row';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Stored, Touch, Written } from '../../core/row-touch';

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
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('notification_user_idx').ifNotExists().on('notification').columns(['user_id', 'created_at desc']).execute();
};

type PairEvent = DecodedEvent<'ApplicationSubmitted' | 'ConnectSent' | 'MatchMade'>;
type Notice = { kind: NotificationKind; to: 'seeker' | 'recruiter'; at: string };
type NoticeRow = RowOf<'notification'>;

const isPairEvent = (event: DecodedEvent): event is PairEvent => event.type === 'ApplicationSubmitted' || event.type === 'ConnectSent' || event.type === 'MatchMade';

// What each pair event leaves in the inbox.
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
  return { id: `${kind}:${to}:${payload.matchId}`, user_id: to === 'seeker' ? seekerId : recruiterId, kind, payload, created_at: at, read_at: null };
};

// A match supersedes the pair's unread applicant and connect notices.
const onPair = (event: PairEvent): Touch<NoticeRow, 'other_user_id'>[] => {
  const id = matchId(event.data.jobId, event.data.seekerId);
  const superseded = event.type === 'MatchMade' ? [{ eraseWhere: { id: [`applicant:recruiter:${id}`, `connect:seeker:${id}`], read_at: null } }] : [];
  return [...superseded, ...noticesOf(event).map((notice) => ({ insert: noticeRow(event, notice) }))];
};

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

function publishNotice(live: LiveOutbox, names: Names, row: Stored<NoticeRow>) {
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

// A push an admin sent: one notice per recipient.
const onPush = (event: DecodedEvent<'PushNotificationSent'>): Touch<NoticeRow, 'other_user_id'>[] => {
  const { pushId, messageTitle, message, recipients, sentAt } = event.data;
  return recipients.map((userId) => ({
    insert: { id: `push:${pushId}:${userId}`, user_id: userId, kind: 'push', payload: { pushId, title: messageTitle, message, otherUserId: '' }, created_at: sentAt, read_at: null },
  }));
};

function publishPush(live: LiveOutbox, row: Stored<NoticeRow>) {
  const notification = toNotification({ ...row, created_at: new Date(row.created_at), read_at: null, job_title: null, other_first_name: null, other_last_name: null });
  live.publish(liveRooms.user(row.user_id), 'notification.created', { notification, position: row.last_position }, row.id);
}

// New notices go out in log order, with the names read once for all of them.
async function pushNotices(written: readonly Written<NoticeRow>[], live: LiveOutbox, db: Db) {
  for (const { event, row } of written) if (event.type === 'PushNotificationSent') publishPush(live, row);
  const created = written.filter(({ event }) => isPairEvent(event)).map(({ row }) => row);
  if (!created.length) return;
  const names = await loadNames(db, created);
  for (const row of created) publishNotice(live, names, row);
}

// A deleted account takes its inbox with it, and every notice others got about it.
const otherUser = { sql: sql`payload->>'otherUserId'`, of: (row: NoticeRow) => row.payload.otherUserId };

export const notificationProjection = rowProjection({
  name: 'notification',
  // 2: a deleted account's notices to others go too; 3: pushes admins sent
  version: 3,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'notification',
      key: ['id'],
      json: ['payload'],
      fields: { other_user_id: otherUser },
      on: {
        ApplicationSubmitted: onPair,
        ConnectSent: onPair,
        MatchMade: onPair,
        PushNotificationSent: onPush,
        NotificationsRead: ({ data }) => ({ patchWhere: { user_id: data.userId, read_at: null, ...(data.all ? {} : { id: data.ids }) }, set: { read_at: data.readAt } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ user_id: data.userId }, { other_user_id: data.userId }] }),
        // the notices recruiters got about an applicant erased after the retention period
        OrphanApplicantErased: ({ data }) => ({ eraseWhere: { other_user_id: data.applicantId } }),
      },
      push: pushNotices,
    }),
  ],
  // a live batch is applied whole: its notices are named with one read
  liveBatch: true,
});
