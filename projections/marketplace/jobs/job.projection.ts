import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent, EventData } from '../../../contracts/events';
import type { StoredJobChanges } from '../../../contracts/marketplace/jobs/events';
import { jobListColumns } from '../../../contracts/marketplace/jobs/job-row';
import { defineProjection, type Db, type LiveOutbox } from '../../core/projection';
import { loadRows, upsertRows } from '../../core/rows';
import { announceJob, announceJobGone } from './job.push';

const createTables = async (db: Db) => {
  // array_to_string is only stable; tags are plain text, so this wrapper may be immutable
  await sql`CREATE OR REPLACE FUNCTION public.immutable_array_text(text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`.execute(db);
  await db.schema
    .createTable('job')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('company_url', 'text')
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('seniority_level', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('loc_lat', 'double precision', (c) => c.notNull())
    .addColumn('loc_lng', 'double precision', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('street_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('salary_min', 'double precision')
    .addColumn('salary_max', 'double precision')
    .addColumn('salary_currency', 'text', (c) => c.notNull())
    .addColumn('salary_frequency', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('selected_tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('phone', 'text')
    .addColumn('phone_to_all_jobs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promoted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    // keywords: title weighs most, then company and tags, then the description
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company || ' ' || public.immutable_array_text(tags)), 'B') || setweight(to_tsvector('simple', description), 'C')`,
        )
        .stored(),
    )
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('job_search_idx').ifNotExists().on('job').using('gin').column('search').execute();
  // Lists come in this order, so a page needs no sort of every match; the INCLUDEd columns are
  // every non-keyword filter, so a search without keywords walks this index alone (index-only)
  // and reads only the chunk's rows from the table.
  await sql`CREATE INDEX IF NOT EXISTS job_listing_idx ON job (status, promoted DESC, created_at DESC, id)
    INCLUDE (loc_lat, loc_lng, seniority_level, employment_type, company, tags)`.execute(db);
  // a narrow radius (a small town) is found by latitude band first
  await db.schema.createIndex('job_location_idx').ifNotExists().on('job').columns(['loc_lat', 'loc_lng']).execute();
  await db.schema.createIndex('job_owner_idx').ifNotExists().on('job').columns(['owner_id', 'created_at desc']).execute();
  await db.schema.createIndex('job_tags_idx').ifNotExists().on('job').using('gin').column('tags').execute();
};

type JobRow = Record<string, unknown> & { id: string; last_position: Position };

// Event field → column. Both the per-event handlers and the batch form go through these, so a
// rebuild and the live projection write the same rows.
const columnOf = {
  title: 'title',
  company: 'company',
  company_url: 'company_url',
  employmentType: 'employment_type',
  seniorityLevel: 'seniority_level',
  description: 'description',
  location: 'location',
  loc_lat: 'loc_lat',
  loc_lng: 'loc_lng',
  country: 'country',
  countryCode: 'country_code',
  streetAddress: 'street_address',
  postalCode: 'postal_code',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  salaryCurrency: 'salary_currency',
  salaryFrequency: 'salary_frequency',
  tags: 'tags',
  selectedTags: 'selected_tags',
  phone: 'phone',
  phoneToAllJobs: 'phone_to_all_jobs',
} as const satisfies Record<keyof StoredJobChanges, string>;

const contentColumns = (job: StoredJobChanges): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = job[field as keyof StoredJobChanges];
    if (value !== undefined) values[column] = value;
  }
  return values;
};

export const createdRow = (e: EventData<'JobCreated'>, position: Position): JobRow => ({
  id: e.jobId,
  owner_id: e.ownerId,
  ...contentColumns(e.job),
  status: e.status,
  applies: 0,
  promoted: 0,
  created_at: e.createdAt,
  updated_at: e.createdAt,
  last_position: position,
});

// What an event after creation changes in the row.
const changesOf = (event: DecodedEvent<'JobUpdated' | 'JobStatusChanged'>): Record<string, unknown> =>
  event.type === 'JobUpdated'
    ? { ...contentColumns(event.data.changes), updated_at: event.data.updatedAt }
    : { status: event.data.status, updated_at: event.data.changedAt };

// The write returns the card as it now is, so the live message needs no second read.
const updateJob = async (db: Db, event: DecodedEvent<'JobUpdated' | 'JobStatusChanged'>, live: LiveOutbox) => {
  const row = await db
    .updateTable('job')
    .set({ ...changesOf(event), last_position: event.position })
    .where('id', '=', event.data.jobId)
    .where(sql<boolean>`last_position < ${event.position}::numeric`)
    .returning([...jobListColumns, 'owner_id'])
    .executeTakeFirst();
  if (row) announceJob(live, row, event.position);
};

// A promotion (marketplace/credits) puts a job first while it lasts; its expiry takes it back.
type PromotionEvent = DecodedEvent<'ObjectPromoted' | 'PromotionExpired'>;
const isJobPromotion = (event: DecodedEvent): event is PromotionEvent => (event.type === 'ObjectPromoted' || event.type === 'PromotionExpired') && event.data.objectType === 'job';
const promotedOf = (event: PromotionEvent) => ({ promoted: event.type === 'ObjectPromoted' ? 1 : 0 });

const promoteJob = async (db: Db, event: PromotionEvent, live: LiveOutbox) => {
  if (!isJobPromotion(event)) return;
  const row = await db
    .updateTable('job')
    .set({ ...promotedOf(event), last_position: event.position })
    .where('id', '=', event.data.objectId)
    .where(sql<boolean>`last_position < ${event.position}::numeric`)
    .returning([...jobListColumns, 'owner_id'])
    .executeTakeFirst();
  if (row) announceJob(live, row, event.position);
};

export const jobProjection = defineProjection({
  name: 'job',
  version: 4,
  tables: ['job'],
  createTables,
  createIndexes,
  handlers: {
    JobCreated: async (db, event, live) => {
      const row = await db
        .insertInto('job')
        .values(createdRow(event.data, event.position) as never)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning([...jobListColumns, 'owner_id'])
        .executeTakeFirst();
      if (row) announceJob(live, row, event.position);
    },
    JobUpdated: updateJob,
    JobStatusChanged: updateJob,
    ObjectPromoted: promoteJob,
    PromotionExpired: promoteJob,
    // a deleted recruiter's jobs leave every list
    AccountDeleted: async (db, event, live) => {
      const removed = await db.deleteFrom('job').where('owner_id', '=', event.data.userId).returning('id').execute();
      for (const { id } of removed) announceJobGone(live, id, event.data.userId, event.position);
    },
  },
  async applyBatch(db, events) {
    const created = new Set(events.flatMap((e) => (e.type === 'JobCreated' ? [e.data.jobId] : [])));
    const touched = [
      ...new Set(events.flatMap((e) => (e.type === 'JobUpdated' || e.type === 'JobStatusChanged' ? [e.data.jobId] : isJobPromotion(e) ? [e.data.objectId] : []))),
    ];
    const rows = await loadRows<JobRow>(db, 'job', 'id', touched.filter((id) => !created.has(id)));
    for (const event of events) {
      if (event.type === 'JobCreated') {
        if (!rows.has(event.data.jobId)) rows.set(event.data.jobId, createdRow(event.data, event.position));
      } else if (event.type === 'JobUpdated' || event.type === 'JobStatusChanged') {
        const row = rows.get(event.data.jobId);
        if (row && BigInt(row.last_position) < BigInt(event.position)) Object.assign(row, changesOf(event), { last_position: event.position });
      } else if (isJobPromotion(event)) {
        const row = rows.get(event.data.objectId);
        if (row && BigInt(row.last_position) < BigInt(event.position)) Object.assign(row, promotedOf(event), { last_position: event.position });
      }
    }
    const deletedOwners = new Set(events.flatMap((e) => (e.type === 'AccountDeleted' ? [e.data.userId] : [])));
    for (const [id, row] of rows) if (deletedOwners.has(String(row.owner_id))) rows.delete(id);
    // a generated column cannot be written; loaded rows carry it
    await upsertRows(db, 'job', 'id', [...rows.values()].map(({ search: _search, ...row }) => row as JobRow));
    if (deletedOwners.size) await db.deleteFrom('job').where('owner_id', 'in', [...deletedOwners]).execute();
  },
});
