import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';
import { comparePositions, type Position } from '../../../contracts/core/position';
import type { DecodedEvent, EventData } from '../../../contracts/events';
import type { StoredJobChanges } from '../../../contracts/marketplace/jobs/events';
import { JOB_FACET_PREFIX, jobListColumns, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import { applyEvent, defineProjection, type Db, type LiveOutbox, type ProjectionHandlers } from '../../core/projection';
import { addPositionColumn, isOlder, writtenBefore } from '../../core/position-column';
import { loadRows, upsertRows } from '../../core/rows';
import { announceJob, announceJobGone } from './job.push';

// Each of these runs as one statement: on the embedded engine every statement waits its turn behind
// the transactions of projections catching up, so a start with many statements goes live late.
type Statement = { compile(db: Db): { sql: string; parameters: readonly unknown[] } };
const inOneStatement = (db: Db, statements: readonly Statement[]) => {
  const body = statements.map((statement) => {
    const compiled = statement.compile(db);
    // a DO block takes no parameters: DDL here has its values inline
    if (compiled.parameters.length) throw new Error(`statement with parameters: ${compiled.sql}`);
    return `${compiled.sql};`;
  });
  return sql.raw(`DO $$ BEGIN ${body.join(' ')} END $$`).execute(db);
};

const createTables = async (db: Db) => {
  const job = db.schema
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
    .$call(addPositionColumn);
  // Search reads these narrow rows only (about a third of a job row's size): a keyword that
  // matches thousands of jobs visits them here, and only the chunk's rows come from job.
  const jobSearch = db.schema
    .createTable('job_search')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('promoted', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('loc_lat', 'double precision', (c) => c.notNull())
    .addColumn('loc_lng', 'double precision', (c) => c.notNull())
    .addColumn('seniority_level', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    // the tags in lower case: a tag filter or the deck finds jobs whatever case either side typed
    .addColumn('tag_keys', sql`text[]`, (c) => c.notNull())
    // seniority, employment type, company and tags as keys ('s:Senior', 't:react'): indexed with
    // the words, so a keyword search with filters intersects them inside the index
    .addColumn('facets', sql`text[]`, (c) => c.notNull())
    // the title's words rank a match; words holds those of the title, company, tags and
    // description. Stripped: matching needs neither positions nor weights.
    .addColumn('title_words', sql`tsvector`, (c) => c.notNull())
    .addColumn('words', sql`tsvector`, (c) => c.notNull());
  await inOneStatement(db, [job, jobSearch]);
};

// Only active jobs are listed, so every search index leaves the others out.
const createIndexes = async (db: Db) => {
  await inOneStatement(db, [
    db.schema.createIndex('job_owner_idx').ifNotExists().on('job').columns(['owner_id', 'created_at desc']),
    // Lists come in this order, so a chunk needs no sort of every match; the INCLUDEd columns are
    // every filter and the title's words, so a walk in this order reads no row until it has the chunk.
    sql`CREATE INDEX IF NOT EXISTS job_search_listing_idx ON job_search (promoted DESC, created_at DESC, id)
      INCLUDE (loc_lat, loc_lng, seniority_level, employment_type, company, tag_keys, title_words) WHERE status = 'A'`,
    // the words with the filter keys: keywords and filters meet in the index, so a keyword with
    // filters visits only the rows that pass both
    sql`CREATE INDEX IF NOT EXISTS job_search_words_idx ON job_search USING gin (words, facets) WHERE status = 'A'`,
    sql`CREATE INDEX IF NOT EXISTS job_search_title_idx ON job_search USING gin (title_words) WHERE status = 'A'`,
    // one tag index, on the lower-cased tags, serves search's tag filter and the deck
    sql`CREATE INDEX IF NOT EXISTS job_search_tag_keys_idx ON job_search USING gin (tag_keys) WHERE status = 'A'`,
    // a narrow radius (a small town) is found by latitude band first
    sql`CREATE INDEX IF NOT EXISTS job_search_location_idx ON job_search (loc_lat, loc_lng) WHERE status = 'A'`,
  ]);
};

// The search row of every job row in `source` (a table or a statement's RETURNING), written over
// the one there. Derived from the job row in SQL, so the handlers and the batch form agree.
const searchRowsOf = (source: RawBuilder<unknown>) => sql`INSERT INTO job_search
    (id, status, promoted, created_at, loc_lat, loc_lng, seniority_level, employment_type, company, tag_keys, facets, title_words, words)
  SELECT id, status, promoted, created_at, loc_lat, loc_lng, seniority_level, employment_type, company,
    ARRAY(SELECT lower(t) FROM unnest(tags) t),
    ARRAY[${sql.lit(JOB_FACET_PREFIX.seniorityLevel)} || seniority_level, ${sql.lit(JOB_FACET_PREFIX.employmentType)} || employment_type, ${sql.lit(JOB_FACET_PREFIX.company)} || company]
      || ARRAY(SELECT ${sql.lit(JOB_FACET_PREFIX.tags)} || lower(t) FROM unnest(tags) t),
    strip(to_tsvector('simple', title)),
    strip(to_tsvector('simple', title) || to_tsvector('simple', company || ' ' || array_to_string(tags, ' ')) || to_tsvector('simple', description))
  FROM ${source}
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, promoted = excluded.promoted, created_at = excluded.created_at,
    loc_lat = excluded.loc_lat, loc_lng = excluded.loc_lng, seniority_level = excluded.seniority_level,
    employment_type = excluded.employment_type, company = excluded.company, tag_keys = excluded.tag_keys,
    facets = excluded.facets,
    title_words = excluded.title_words, words = excluded.words`;

// Search rows for job rows written without the projection (a bulk load); all of them without ids.
export async function writeSearchRows(db: Db, ids?: readonly string[]): Promise<void> {
  await searchRowsOf(ids ? sql`job WHERE id = ANY(${[...ids]}::text[])` : sql`job`).execute(db);
}

const listReturning = sql.join([...jobListColumns, 'owner_id'].map((c) => sql.ref(c)));
type Written = JobListRow & { owner_id: string };

// A change of status or promotion touches no word of the job: its search row keeps its words and
// only those two columns change (no text is parsed again for a status toggle).
const flagsOf = (source: RawBuilder<unknown>) => sql`UPDATE job_search SET status = w.status, promoted = w.promoted
  FROM ${source} w WHERE job_search.id = w.id`;

// One statement writes the job row and its search row, and returns the card as it now is.
const writeJob = async (db: Db, write: OperationNodeSource, search: 'whole' | 'flags' = 'whole'): Promise<Written | undefined> => {
  const indexed = search === 'whole' ? searchRowsOf(sql`written`) : flagsOf(sql`written`);
  const { rows } = await sql<Written>`WITH written AS (${write}), indexed AS (${indexed})
    SELECT ${listReturning} FROM written`.execute(db);
  return rows[0];
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
  const row = await writeJob(
    db,
    db
      .updateTable('job')
      .set({ ...changesOf(event), last_position: event.position })
      .where('id', '=', event.data.jobId)
      .where(writtenBefore(event.position))
      .returningAll(),
    event.type === 'JobStatusChanged' ? 'flags' : 'whole',
  );
  if (row) announceJob(live, row, event.position);
};

// A promotion (marketplace/credits) puts a job first while it lasts; its expiry takes it back.
type PromotionEvent = DecodedEvent<'ObjectPromoted' | 'PromotionExpired'>;
const isJobPromotion = (event: DecodedEvent): event is PromotionEvent => (event.type === 'ObjectPromoted' || event.type === 'PromotionExpired') && event.data.objectType === 'job';
const promotedOf = (event: PromotionEvent) => ({ promoted: event.type === 'ObjectPromoted' ? 1 : 0 });

const promoteJob = async (db: Db, event: PromotionEvent, live: LiveOutbox) => {
  if (!isJobPromotion(event)) return;
  const row = await writeJob(
    db,
    db
      .updateTable('job')
      .set({ ...promotedOf(event), last_position: event.position })
      .where('id', '=', event.data.objectId)
      .where(writtenBefore(event.position))
      .returningAll(),
    'flags',
  );
  if (row) announceJob(live, row, event.position);
};

// Each application to a job counts once: a replayed one finds the row at its position or later.
const countApply = async (db: Db, event: DecodedEvent<'ApplicationSubmitted'>, live: LiveOutbox) => {
  const row = await writeJob(
    db,
    db
      .updateTable('job')
      .set((eb) => ({ applies: eb('applies', '+', 1), last_position: event.position }))
      .where('id', '=', event.data.jobId)
      .where(writtenBefore(event.position))
      .returningAll(),
    'flags',
  );
  if (row) announceJob(live, row, event.position);
};

// A deleted recruiter's jobs, with their search rows; the ids of those removed.
const deleteJobsOf = async (db: Db, ownerIds: readonly string[]): Promise<string[]> => {
  const { rows } = await sql<{ id: string }>`WITH removed AS (DELETE FROM job WHERE owner_id = ANY(${[...ownerIds]}::text[]) RETURNING id),
    unlisted AS (DELETE FROM job_search WHERE id IN (SELECT id FROM removed))
    SELECT id FROM removed`.execute(db);
  return rows.map((r) => r.id);
};

const handlers: ProjectionHandlers = {
  JobCreated: async (db, event, live) => {
    const row = await writeJob(
      db,
      db
        .insertInto('job')
        .values(createdRow(event.data, event.position) as never)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll(),
    );
    if (row) announceJob(live, row, event.position);
  },
  JobUpdated: updateJob,
  JobStatusChanged: updateJob,
  ObjectPromoted: promoteJob,
  PromotionExpired: promoteJob,
  ApplicationSubmitted: countApply,
  // a deleted recruiter's jobs leave every list
  AccountDeleted: async (db, event, live) => {
    const removed = await deleteJobsOf(db, [event.data.userId]);
    for (const id of removed) announceJobGone(live, id, event.data.userId, event.position);
  },
};

// One statement for a run of new jobs (recruiters posting at once, a demo being seeded): the rows,
// their search rows and the cards for the live messages, sent in log order. A job already there (a
// replayed batch) is left alone and announced by no one, as its handler does.
async function writeCreated(db: Db, run: readonly DecodedEvent<'JobCreated'>[], live: LiveOutbox): Promise<void> {
  const { rows } = await sql<Written>`WITH written AS (${db
    .insertInto('job')
    .values(run.map((event) => createdRow(event.data, event.position)) as never)
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()}), indexed AS (${searchRowsOf(sql`written`)})
    SELECT ${listReturning} FROM written`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const event of run) {
    const row = byId.get(event.data.jobId);
    if (row) announceJob(live, row, event.position);
  }
}

// A job's status changes and promotions within one run of a live batch: only the last of each counts
// (each sets its columns whole), at the run's last position for the job.
type FlagEvent = DecodedEvent<'JobStatusChanged'> | PromotionEvent;
const isFlagEvent = (event: DecodedEvent): event is FlagEvent => event.type === 'JobStatusChanged' || isJobPromotion(event);
type Flags = { status: string | null; updatedAt: string | null; promoted: number | null; position: Position };

// One statement for a run of status changes and promotions of any number of jobs (a recruiter
// toggling jobs is the busiest thing the job list sees): the job rows, their search rows' two
// columns, and the cards as they now are for the live messages. Guarded by position as the
// handlers are: a job whose row already holds the run's last event is left alone; one that holds
// an earlier event of the run ends as the whole run leaves it, since every column here is set, not
// accumulated.
async function writeFlags(db: Db, run: readonly FlagEvent[], live: LiveOutbox): Promise<void> {
  const byJob = new Map<string, Flags>();
  for (const event of run) {
    const id = event.type === 'JobStatusChanged' ? event.data.jobId : event.data.objectId;
    const flags = byJob.get(id) ?? { status: null, updatedAt: null, promoted: null, position: event.position };
    flags.position = event.position;
    if (event.type === 'JobStatusChanged') {
      flags.status = event.data.status;
      flags.updatedAt = event.data.changedAt;
    } else flags.promoted = promotedOf(event).promoted;
    byJob.set(id, flags);
  }
  const ids = [...byJob.keys()];
  const flags = [...byJob.values()];
  const { rows } = await sql<Written>`WITH v AS (
      SELECT * FROM unnest(${ids}::text[], ${flags.map((f) => f.status)}::text[], ${flags.map((f) => f.updatedAt)}::timestamptz[],
        ${flags.map((f) => f.promoted)}::int[], ${flags.map((f) => f.position)}::numeric[]) AS v(id, status, updated_at, promoted, position)),
    written AS (UPDATE job SET status = COALESCE(v.status, job.status), updated_at = COALESCE(v.updated_at, job.updated_at),
        promoted = COALESCE(v.promoted, job.promoted), last_position = v.position
      FROM v WHERE job.id = v.id AND ${writtenBefore(sql`v.position`, 'job')} RETURNING job.*),
    indexed AS (${flagsOf(sql`written`)})
    SELECT ${listReturning} FROM written`.execute(db);
  // in the order of each job's last event, as the handlers would have sent them
  const announced = rows.map((row) => ({ row, position: byJob.get(row.id)!.position })).sort((a, b) => comparePositions(a.position, b.position));
  for (const { row, position } of announced) announceJob(live, row, position);
}

export const jobProjection = defineProjection({
  name: 'job',
  // 8: applies counts the applications (ApplicationSubmitted)
  version: 8,
  tables: ['job', 'job_search'],
  createTables,
  createIndexes,
  handlers,
  // Live batches: runs of status changes and promotions take one statement, and so do runs of new
  // jobs; any other event goes through its handler, in log order.
  async applyLive(db, events, live) {
    let run: { kind: 'flags'; events: FlagEvent[] } | { kind: 'created'; events: DecodedEvent<'JobCreated'>[] } | null = null;
    const flush = async () => {
      if (run?.kind === 'flags') await writeFlags(db, run.events, live);
      else if (run?.kind === 'created') await writeCreated(db, run.events, live);
      run = null;
    };
    for (const event of events) {
      if (isFlagEvent(event)) {
        if (run?.kind !== 'flags') await flush();
        (run ??= { kind: 'flags', events: [] }).events.push(event as never);
      } else if (event.type === 'JobCreated') {
        if (run?.kind !== 'created') await flush();
        (run ??= { kind: 'created', events: [] }).events.push(event as never);
      } else {
        await flush();
        await applyEvent({ handlers }, db, event, live);
      }
    }
    await flush();
  },
  async applyBatch(db, events) {
    const created = new Set(events.flatMap((e) => (e.type === 'JobCreated' ? [e.data.jobId] : [])));
    const touched = [
      ...new Set(
        events.flatMap((e) =>
          e.type === 'JobUpdated' || e.type === 'JobStatusChanged' || e.type === 'ApplicationSubmitted' ? [e.data.jobId] : isJobPromotion(e) ? [e.data.objectId] : [],
        ),
      ),
    ];
    const rows = await loadRows<JobRow>(db, 'job', 'id', touched.filter((id) => !created.has(id)));
    for (const event of events) {
      if (event.type === 'JobCreated') {
        if (!rows.has(event.data.jobId)) rows.set(event.data.jobId, createdRow(event.data, event.position));
      } else if (event.type === 'JobUpdated' || event.type === 'JobStatusChanged') {
        const row = rows.get(event.data.jobId);
        if (row && isOlder(row, event.position)) Object.assign(row, changesOf(event), { last_position: event.position });
      } else if (event.type === 'ApplicationSubmitted') {
        const row = rows.get(event.data.jobId);
        if (row && isOlder(row, event.position)) Object.assign(row, { applies: Number(row.applies) + 1, last_position: event.position });
      } else if (isJobPromotion(event)) {
        const row = rows.get(event.data.objectId);
        if (row && isOlder(row, event.position)) Object.assign(row, promotedOf(event), { last_position: event.position });
      }
    }
    const deletedOwners = new Set(events.flatMap((e) => (e.type === 'AccountDeleted' ? [e.data.userId] : [])));
    for (const [id, row] of rows) if (deletedOwners.has(String(row.owner_id))) rows.delete(id);
    await upsertRows(db, 'job', 'id', [...rows.values()]);
    // from the rows as written: an upsert an older batch lost to leaves its search row as it is
    if (rows.size) await writeSearchRows(db, [...rows.keys()]);
    if (deletedOwners.size) await deleteJobsOf(db, [...deletedOwners]);
  },
});
