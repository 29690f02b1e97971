import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { calendarEventOf } from '../../../contracts/backoffice/marketing/calendar-event';
import { MAX_EVENT_POSTS } from '../../../contracts/backoffice/marketing/marketing';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Touch, Written } from '../../core/row-touch';
import { createSearchIndexes } from '../../core/text-search-index';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('marketing_post')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content_link', 'text', (c) => c.notNull())
    .addColumn('is_test', 'boolean', (c) => c.notNull())
    .addColumn('end_test', 'text')
    .addColumn('default_version', 'text', (c) => c.notNull())
    .addColumn('is_google', 'boolean', (c) => c.notNull())
    .addColumn('is_tiktok', 'boolean', (c) => c.notNull())
    .addColumn('is_youtube', 'boolean', (c) => c.notNull())
    .addColumn('versions', 'jsonb', (c) => c.notNull())
    .addColumn('versions_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('marketing_event')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('date', 'text')
    .addColumn('date_time', 'timestamptz')
    .addColumn('time_hours', 'integer', (c) => c.notNull())
    .addColumn('time_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('posts', 'jsonb', (c) => c.notNull())
    .addColumn('is_comment', 'boolean', (c) => c.notNull())
    .addColumn('week_day', 'integer', (c) => c.notNull())
    .addColumn('is_plan', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('marketing_publish')
    .ifNotExists()
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('post_name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('date_time', 'timestamptz', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('questionnaires_count', 'integer', (c) => c.notNull())
    .addColumn('very_relevant', 'integer', (c) => c.notNull())
    .addColumn('so_so_relevant', 'integer', (c) => c.notNull())
    .addColumn('not_relevant', 'integer', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketing_publish_pk', ['event_id', 'slot'])
    .$call(addPositionColumn)
    .execute();
};

// The week of a platform reads by (system, date); the publishes by post and by time (dashboard).
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS marketing_event_week_idx ON marketing_event (system, date, time_hours, time_minutes) WHERE NOT is_plan`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS marketing_event_plan_idx ON marketing_event (system, week_day) WHERE is_plan`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS marketing_publish_post_idx ON marketing_publish (post_id, date_time DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS marketing_publish_time_idx ON marketing_publish (date_time DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS marketing_post_updated_idx ON marketing_post (updated_at DESC NULLS LAST, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS marketing_post_name_idx ON marketing_post (lower(name))`.execute(db);
  await createSearchIndexes(db, 'marketing_post', ['name', 'default_version']);
};

type PostSaved = DecodedEvent<'MarketingPostAdded'> | DecodedEvent<'MarketingPostEdited'>;
const postRow = (event: PostSaved, at: string): RowOf<'marketing_post'> => {
  const p = event.data.post;
  return {
    id: event.data.postId,
    name: p.name,
    type: p.type,
    sub_type: p.subType,
    status: p.status,
    content_link: p.contentLink,
    is_test: p.isTest,
    end_test: p.endTest,
    default_version: p.defaultVersion,
    is_google: p.isGoogle,
    is_tiktok: p.isTikTok,
    is_youtube: p.isYouTube,
    versions: p.versions,
    versions_count: p.versions.length,
    updated_at: at,
  };
};

type EventSaved = DecodedEvent<'MarketingEventAdded'> | DecodedEvent<'MarketingEventEdited'>;
const eventRow = (event: EventSaved, at: string): RowOf<'marketing_event'> => {
  const e = event.data.event;
  return {
    id: event.data.eventId,
    system: e.system,
    date: e.date,
    date_time: e.dateTime,
    time_hours: e.timeHours,
    time_minutes: e.timeMinutes,
    status: e.status,
    type: e.type,
    location: e.location,
    profile: e.profile,
    publisher: e.publisher,
    posts: e.posts,
    is_comment: e.isComment,
    week_day: e.weekDay,
    is_plan: e.isPlan,
    updated_at: at,
  };
};

// A dated event's posts, one row per slot; the slots it no longer fills are emptied.
const publishTouches = (event: EventSaved): Touch<RowOf<'marketing_publish'>>[] => {
  const e = event.data.event;
  const id = event.data.eventId;
  const posts = e.dateTime ? e.posts : [];
  return Array.from({ length: MAX_EVENT_POSTS }, (_, slot) => {
    const p = posts[slot];
    if (!p || !e.dateTime) return { remove: [id, String(slot)] };
    return {
      upsert: {
        event_id: id,
        slot: String(slot),
        post_id: p.postId,
        post_name: p.name,
        version: p.version,
        date_time: e.dateTime,
        platform: e.system,
        type: e.type,
        location: e.location,
        status: e.status,
        questionnaires_count: p.questionnairesCount,
        very_relevant: p.veryRelevant,
        so_so_relevant: p.soSoRelevant,
        not_relevant: p.notRelevant,
        impressions: p.impressions,
      },
    };
  });
};

// Staff with the calendar open (room staff:marketing) hear each event as it now is.
const pushEvents = (written: readonly Written<RowOf<'marketing_event'>>[], live: LiveOutbox) => {
  for (const { event, row } of written) live.publish(liveRooms.marketing, 'marketing.eventChanged', { eventId: row.id, event: calendarEventOf(row), position: event.position });
};

// Posts (their versions within), calendar events and the posts' publishes by the events.
export const marketingProjection = rowProjection({
  name: 'marketing',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'marketing_post',
      key: ['id'],
      json: ['versions'],
      on: {
        MarketingPostAdded: (event) => ({ upsert: postRow(event, event.data.addedAt) }),
        MarketingPostEdited: (event) => ({ upsert: postRow(event, event.data.editedAt) }),
      },
    }),
    rowTable({
      table: 'marketing_event',
      key: ['id'],
      json: ['posts'],
      on: {
        MarketingEventAdded: (event) => ({ upsert: eventRow(event, event.data.addedAt) }),
        MarketingEventEdited: (event) => ({ upsert: eventRow(event, event.data.editedAt) }),
        MarketingEventRemoved: ({ data }) => ({ remove: [data.eventId] }),
      },
      push: pushEvents,
    }),
    rowTable({
      table: 'marketing_publish',
      key: ['event_id', 'slot'],
      on: {
        MarketingEventAdded: publishTouches,
        MarketingEventEdited: publishTouches,
        MarketingEventRemoved: ({ data }) => ({ eraseWhere: { event_id: data.eventId } }),
      },
    }),
  ],
  // a removal writes no row to tell of: it is told here
  byHand: {
    MarketingEventRemoved: async (_db, event, live) => {
      live.publish(liveRooms.marketing, 'marketing.eventChanged', { eventId: event.data.eventId, event: null, position: event.position });
    },
  },
});
