import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import type { NotificationKind } from '../../../contracts/marketplace/applications/activity';
import { matchId } from '../../../contracts/marketplace/applications/ids';
import { liveRooms } from '../../../contracts/live';
import { defineProjection, type Db, type LiveOutbox } from '../../core/projection';
import { toNotification } from '../../../contracts/marketplace/applications/notification-row';

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

// One notification per kind, pair and receiver: its id says which, so a replay adds nothing.
async function notify(db: Db, live: LiveOutbox, event: PairEvent, kind: NotificationKind, to: 'seeker' | 'recruiter', at: string) {
  const { jobId, seekerId, recruiterId } = event.data;
  const userId = to === 'seeker' ? seekerId : recruiterId;
  const payload = { jobId, seekerId, recruiterId, matchId: matchId(jobId, seekerId), otherUserId: to === 'seeker' ? recruiterId : seekerId };
  const row = await db
    .insertInto('notification')
    .values({ id: `${kind}:${to}:${matchId(jobId, seekerId)}`, user_id: userId, kind, payload: JSON.stringify(payload), created_at: at, read_at: null, last_position: event.position })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return;
  const [job, other] = await Promise.all([
    db.selectFrom('job').select('title').where('id', '=', jobId).executeTakeFirst(),
    db.selectFrom('user_account').select(['first_name', 'last_name']).where('id', '=', payload.otherUserId).executeTakeFirst(),
  ]);
  const notification = toNotification({ ...row, job_title: job?.title ?? null, other_first_name: other?.first_name ?? null, other_last_name: other?.last_name ?? null });
  // the match replaces the applicant or connect notice of the same pair sent in the same batch
  live.publish(liveRooms.user(userId), 'notification.created', { notification, position: event.position }, `${to}:${payload.matchId}`);
}

// A match supersedes the pair's unread applicant and connect notices.
async function supersede(db: Db, event: PairEvent) {
  const id = matchId(event.data.jobId, event.data.seekerId);
  await db.deleteFrom('notification').where('id', 'in', [`applicant:recruiter:${id}`, `connect:seeker:${id}`]).where('read_at', 'is', null).execute();
}

const markRead = async (db: Db, event: DecodedEvent<'NotificationsRead'>, readAt: string, position: Position) => {
  let update = db
    .updateTable('notification')
    .set({ read_at: readAt, last_position: position })
    .where('user_id', '=', event.data.userId)
    .where('read_at', 'is', null)
    .where(sql<boolean>`last_position < ${position}::numeric`);
  if (!event.data.all) update = update.where('id', 'in', event.data.ids.length ? event.data.ids : ['']);
  await update.execute();
};

export const notificationProjection = defineProjection({
  name: 'notification',
  version: 1,
  tables: ['notification'],
  createTables,
  createIndexes,
  handlers: {
    ApplicationSubmitted: (db, event, live) => notify(db, live, event, 'applicant', 'recruiter', event.data.appliedAt),
    ConnectSent: (db, event, live) => notify(db, live, event, 'connect', 'seeker', event.data.connectedAt),
    MatchMade: async (db, event, live) => {
      await supersede(db, event);
      await notify(db, live, event, 'match', 'seeker', event.data.matchedAt);
      await notify(db, live, event, 'match', 'recruiter', event.data.matchedAt);
    },
    NotificationsRead: (db, event) => markRead(db, event, event.data.readAt, event.position),
    AccountDeleted: async (db, event) => {
      await db.deleteFrom('notification').where('user_id', '=', event.data.userId).execute();
    },
  },
});
