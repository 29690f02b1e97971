import { sql, type Insertable } from 'kysely';
import { START, type Position } from '../../contracts/core/position';
import type { JobTable } from '../../contracts/database';
import { jobEventSchemas } from '../../contracts/marketplace/jobs/events';
import { createCheckpointTable } from '../../projections/core/checkpoint';
import { rebuildProjection } from '../../projections/core/rebuild';
import { jobProjection } from '../../projections/marketplace/jobs/job.projection';
import { openPostgres } from '../db/database';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createEventStoreSchema } from '../event-store/schema';
import { marketplaceHistory, writeHistory } from './rebuild';
import { dropLiveDatabases, withBenchDatabase } from './support/postgres';
import { progress } from './support/report';

// npx tsx ops/bench/prototype-batched-rebuild.ts
// Evidence for a proposed fix, not product code: the job read model rebuilt from the same ~104k-event
// log twice, once by rebuildProjection (one statement per event) and once by folding the events into
// rows in memory and writing them 1000 rows per INSERT. Same validation (zod), same tables and indexes.

type Row = Insertable<JobTable>;

async function foldedRebuild(store: ReturnType<typeof createPostgresEventStore>, db: Awaited<ReturnType<typeof openPostgres>>['db']): Promise<{ events: number; ms: number; rows: number }> {
  const started = performance.now();
  const schema = `proto_${Date.now()}`;
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
  await jobProjection.createTables(db.withSchema(schema));
  const rows = new Map<string, Row>();
  let after: Position = START;
  let events = 0;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 1000 });
    if (!batch.length) break;
    for (const event of batch) {
      if (event.type === 'JobCreated') {
        const e = jobEventSchemas.JobCreated.parse(event.data);
        const j = e.job;
        rows.set(e.jobId, {
          id: e.jobId, owner_id: e.ownerId, title: j.title, company: j.company, company_url: j.company_url, employment_type: j.employmentType,
          seniority_level: j.seniorityLevel, description: j.description, location: j.location, loc_lat: j.loc_lat, loc_lng: j.loc_lng,
          country: j.country, country_code: j.countryCode, street_address: j.streetAddress, postal_code: j.postalCode, salary_min: j.salaryMin,
          salary_max: j.salaryMax, salary_currency: j.salaryCurrency, salary_frequency: j.salaryFrequency, tags: j.tags, selected_tags: j.selectedTags,
          phone: j.phone, phone_to_all_jobs: j.phoneToAllJobs, status: e.status, applies: 0, promoted: 0, created_at: e.createdAt, updated_at: e.createdAt,
          last_position: event.position,
        });
      } else if (event.type === 'JobStatusChanged') {
        const e = jobEventSchemas.JobStatusChanged.parse(event.data);
        const row = rows.get(e.jobId);
        if (row) Object.assign(row, { status: e.status, updated_at: e.changedAt, last_position: event.position });
      } else if (event.type === 'JobUpdated') {
        const e = jobEventSchemas.JobUpdated.parse(event.data);
        const row = rows.get(e.jobId);
        const c = e.changes;
        if (row)
          Object.assign(row, {
            ...(c.title !== undefined ? { title: c.title } : {}),
            ...(c.description !== undefined ? { description: c.description } : {}),
            ...(c.tags !== undefined ? { tags: c.tags } : {}),
            updated_at: e.updatedAt,
            last_position: event.position,
          });
      }
    }
    after = batch.at(-1)!.position;
    events += batch.length;
  }
  const all = [...rows.values()];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < all.length; i += 1000) await trx.withSchema(schema).insertInto('job').values(all.slice(i, i + 1000)).execute();
  });
  const ms = performance.now() - started;
  await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db);
  return { events, ms, rows: all.length };
}

try {
  await withBenchDatabase('proto', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      const store = createPostgresEventStore(engine);
      const history = marketplaceHistory(10_000, 18_500);
      progress(`appending ${history.events} events`);
      await writeHistory(store, history.tasks, 10);
      await sql`VACUUM ANALYZE event`.execute(engine.db);
      await createCheckpointTable(engine.db);
      progress('rebuildProjection(job): one statement per event');
      const current = await rebuildProjection(store, engine.db, jobProjection);
      progress('folded in memory, 1000 rows per INSERT');
      const folded = await foldedRebuild(store, engine.db);
      const rate = (events: number, ms: number) => Math.round(events / (ms / 1000)).toLocaleString('en-US');
      console.log(`rebuildProjection(job):        ${current.events} events in ${(current.ms / 1000).toFixed(2)} s = ${rate(current.events, current.ms)} events/s`);
      console.log(`folded + multi-row INSERT:     ${folded.events} events in ${(folded.ms / 1000).toFixed(2)} s = ${rate(folded.events, folded.ms)} events/s (${folded.rows} rows)`);
      await store.close();
    } finally {
      await engine.close();
    }
  });
} finally {
  await dropLiveDatabases();
}
process.exit(0);
