import { sql, type Insertable, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Database, JobTable } from '../../../contracts/database';
import { jobEventSchemas } from '../../../contracts/marketplace/jobs/events';
import type { JobInfo } from '../../../contracts/marketplace/jobs/job';
import type { Projection } from '../../core/projection';
import { pushJobChanges } from './job.push';

const createTables = async (db: Kysely<Database>) => {
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
  await db.schema.createIndex('job_search_idx').ifNotExists().on('job').using('gin').column('search').execute();
  // lists come in this order: the index hands out a page without sorting every active job
  await db.schema.createIndex('job_listing_order_idx').ifNotExists().on('job').columns(['status', 'promoted desc', 'created_at desc', 'id']).execute();
  await db.schema.createIndex('job_location_idx').ifNotExists().on('job').using('gist').expression(sql`point(loc_lng, loc_lat)`).execute();
  await db.schema.createIndex('job_owner_idx').ifNotExists().on('job').columns(['owner_id', 'created_at desc']).execute();
  await db.schema.createIndex('job_tags_idx').ifNotExists().on('job').using('gin').column('tags').execute();
};

const contentColumns = (job: Partial<JobInfo>): Partial<Record<keyof JobTable, unknown>> => {
  const map: Partial<Record<keyof JobInfo, keyof JobTable>> = {
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
  };
  const values: Partial<Record<keyof JobTable, unknown>> = {};
  for (const [field, column] of Object.entries(map)) {
    const value = job[field as keyof JobInfo];
    if (value !== undefined) values[column] = value;
  }
  return values;
};

const updateJob = (db: Kysely<Database>, event: RecordedEvent, jobId: string, values: Record<string, unknown>) =>
  db
    .updateTable('job')
    .set({ ...values, last_position: event.position })
    .where('id', '=', jobId)
    .where(sql<boolean>`last_position < ${event.position}::numeric`)
    .execute();

export const jobProjection: Projection = {
  name: 'job',
  version: 2,
  tables: ['job'],
  createTables,
  handlers: {
    JobCreated: async (db, event) => {
      const e = jobEventSchemas.JobCreated.parse(event.data);
      const row = {
        id: e.jobId,
        owner_id: e.ownerId,
        ...contentColumns(e.job),
        status: e.status,
        applies: 0,
        promoted: 0,
        created_at: e.createdAt,
        updated_at: e.createdAt,
        last_position: event.position,
      } as Insertable<JobTable>;
      await db.insertInto('job').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
    },
    JobUpdated: async (db, event) => {
      const e = jobEventSchemas.JobUpdated.parse(event.data);
      await updateJob(db, event, e.jobId, { ...contentColumns(e.changes), updated_at: e.updatedAt });
    },
    JobStatusChanged: async (db, event) => {
      const e = jobEventSchemas.JobStatusChanged.parse(event.data);
      await updateJob(db, event, e.jobId, { status: e.status, updated_at: e.changedAt });
    },
  },
  push: pushJobChanges,
};
