import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { EventStore, NewEvent } from '../../../contracts/core/event-store';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { eventRegistry } from '../../../contracts/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { projections as registered } from '../../registry';
import type { Projection } from '../../../projections/core/projection';
import { closeClients, largePayload, openClients, pgBatchedInserts, pgliteBatchedInserts } from './baseline';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { pick, round, runConcurrently, seededRandom, type Throughput } from './support/stats';
import { jobInfo, profileChanges, userRegisteredData, withSalaryRange } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

type Task = { streamId: string; events: NewEvent[] };

const BUDGET = 20_000;

// A marketplace history: seekers and recruiters register (with the email reservation), confirm and
// edit profiles; recruiters post jobs (taking quota slots), edit them and switch them off and on.
// Each stream's history goes in one append; streams are interleaved as users would act.
export function marketplaceHistory(users: number, jobs: number): { tasks: Task[]; events: number } {
  const rng = seededRandom(42);
  const recruiters = Math.max(1, Math.floor(users / 4));
  const base = Date.UTC(2026, 0, 1);
  let clock = 0;
  const at = () => new Date(base + (clock += 1 + Math.floor(rng() * 60_000))).toISOString();
  const tasks: Task[] = [];
  const userIds = Array.from({ length: users }, (_, i) => `u${i.toString(36).padStart(6, '0')}${Math.floor(rng() * 1e9).toString(36)}`);
  const jobsOf = new Map<number, number[]>();
  for (let j = 0; j < jobs; j++) jobsOf.set(j % recruiters, [...(jobsOf.get(j % recruiters) ?? []), j]);
  const meta = (userId: string) => ({ correlationId: `bench-${Math.floor(rng() * 1e12).toString(36)}`, userId });

  for (let u = 0; u < users; u++) {
    const userId = userIds[u]!;
    const recruiter = u < recruiters;
    const registered = userRegisteredData(rng, userId, !recruiter, at());
    tasks.push({ streamId: emailReservationStreamId(String(registered.email)), events: [{ type: 'EmailReserved', data: { userId, reservedAt: at() }, metadata: meta(userId) }] });
    const history: NewEvent[] = [{ type: 'UserRegistered', data: registered, metadata: meta(userId) }];
    if (rng() < 0.6) history.push({ type: 'EmailConfirmed', data: { userId, confirmedAt: at() }, metadata: meta(userId) });
    if (rng() < 0.4) history.push({ type: 'ProfileSaved', data: { userId, changes: profileChanges(rng), savedAt: at() }, metadata: meta(userId) });
    tasks.push({ streamId: userStreamId(userId), events: history });
    if (!recruiter) continue;

    const slots: NewEvent[] = [];
    for (const j of jobsOf.get(u) ?? []) {
      const jobId = `j${j.toString(36).padStart(6, '0')}${Math.floor(rng() * 1e9).toString(36)}`;
      const job = withSalaryRange(jobInfo(rng));
      const created = at();
      slots.push({ type: 'JobSlotTaken', data: { ownerId: userId, jobId, takenAt: created }, metadata: meta(userId) });
      const history: NewEvent[] = [{ type: 'JobCreated', data: { jobId, ownerId: userId, job, status: 'A', createdAt: created }, metadata: meta(userId) }];
      if (rng() < 0.5) {
        const changes = rng() < 0.5 ? { title: `${job.title} (${pick(rng, ['Hybrid', 'Remote', 'Urgent'])})` } : { description: `${job.description} Updated.`, tags: job.tags.slice(0, 2) };
        history.push({ type: 'JobUpdated', data: { jobId, changes, updatedAt: at() }, metadata: meta(userId) });
      }
      if (rng() < 0.6) {
        const off = at();
        history.push({ type: 'JobStatusChanged', data: { jobId, ownerId: userId, status: 'O', changedAt: off }, metadata: meta(userId) });
        slots.push({ type: 'JobSlotReleased', data: { ownerId: userId, jobId, releasedAt: off }, metadata: meta(userId) });
        if (rng() < 0.5) history.push({ type: 'JobStatusChanged', data: { jobId, ownerId: userId, status: 'A', changedAt: at() }, metadata: meta(userId) });
      }
      tasks.push({ streamId: jobStreamId(jobId), events: history });
    }
    if (slots.length) tasks.push({ streamId: jobSlotsStreamId(userId), events: slots });
  }
  return { tasks, events: tasks.reduce((n, t) => n + t.events.length, 0) };
}

export async function writeHistory(store: EventStore, tasks: readonly Task[], writers: number): Promise<Throughput> {
  let next = 0;
  const result = await runConcurrently(writers, 10 * 60_000, tasks.length, async () => {
    const task = tasks[next++]!;
    await store.append(task.streamId, task.events, { expectedVersion: 'no_stream' });
  });
  const events = tasks.reduce((n, t) => n + t.events.length, 0);
  return { ops: events, seconds: result.seconds, perSecond: events / result.seconds };
}

// The same store, with the time spent reading the log counted apart from the time spent applying it.
function timedReads(store: EventStore): { store: EventStore; readMs: () => number } {
  let readMs = 0;
  return {
    store: {
      ...store,
      readAll: async (options) => {
        const t0 = performance.now();
        try {
          return await store.readAll(options);
        } finally {
          readMs += performance.now() - t0;
        }
      },
    },
    readMs: () => readMs,
  };
}

// CPU the handlers spend validating event data alone, measured outside any database.
function parseCost(tasks: readonly Task[], projections: readonly Projection[]): Record<string, { events: number; ms: number }> {
  const schemas: Record<string, { parse(data: unknown): unknown }> = Object.fromEntries(Object.entries(eventRegistry).map(([type, d]) => [type, d.schema]));
  const handled = new Set(projections.flatMap((p) => Object.keys(p.handlers)));
  const cost: Record<string, { events: number; ms: number }> = {};
  for (const task of tasks)
    for (const event of task.events) {
      if (!handled.has(event.type)) continue;
      // a round trip through JSON, as the data arrives from the database
      const data = JSON.parse(JSON.stringify(event.data)) as unknown;
      const t0 = performance.now();
      schemas[event.type]!.parse(data);
      const c = (cost[event.type] ??= { events: 0, ms: 0 });
      c.events++;
      c.ms += performance.now() - t0;
    }
  for (const c of Object.values(cost)) c.ms = round(c.ms);
  return cost;
}

type ProjectionRun = { projection: string; handled: number; parked: number; rows: number };

type EngineRun = {
  events: number;
  streams: number;
  generate: Throughput;
  baseline: Throughput;
  projections: ProjectionRun[];
  // one pass over the log for every projection, as npm run projections:rebuild does
  total: { events: number; seconds: number; eventsPerSecond: number; readSeconds: number; applySeconds: number };
};

async function rebuildAll(engine: SqlEngine, store: EventStore, projections: readonly Projection[]): Promise<{ runs: ProjectionRun[]; total: EngineRun['total'] }> {
  await createCheckpointTable(engine.db);
  const timed = timedReads(store);
  const started = performance.now();
  const results = await rebuildProjections(timed.store, engine.db, projections, {
    onProgress: ({ events, ms }) => {
      if (events % 25_000 < 5000) progress(`rebuild: ${engine.engine}: ${events} events, ${Math.round(events / (ms / 1000))} events/s`);
    },
  });
  const ms = performance.now() - started;
  const runs: ProjectionRun[] = [];
  for (const result of results) {
    const projection = projections.find((p) => p.name === result.projection)!;
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(projection.tables[0]!)}`.execute(engine.db);
    runs.push({ projection: result.projection, handled: result.handled, parked: result.parked, rows: rows[0]?.n ?? 0 });
  }
  const events = results[0]?.events ?? 0;
  progress(`rebuild: ${engine.engine}: ${events} events for ${results.length} projections in ${(ms / 1000).toFixed(2)} s`);
  return {
    runs,
    total: { events, seconds: round(ms / 1000, 3), eventsPerSecond: Math.round(events / (ms / 1000)), readSeconds: round(timed.readMs() / 1000, 3), applySeconds: round((ms - timed.readMs()) / 1000, 3) },
  };
}

async function onEngine(engine: SqlEngine, history: ReturnType<typeof marketplaceHistory>, writers: number, baseline: () => Promise<Throughput>, projections: readonly Projection[]): Promise<EngineRun> {
  await createEventStoreSchema(engine.db);
  const store = createPostgresEventStore(engine);
  try {
    progress(`rebuild: ${engine.engine}: appending ${history.events} events in ${history.tasks.length} appends (${writers} writers)`);
    const generate = await writeHistory(store, history.tasks, writers);
    // a checkpoint on the log makes the reads below look like any later read, not a cold start
    if (engine.engine === 'postgresql') await sql`VACUUM ANALYZE event`.execute(engine.db);
    progress(`rebuild: ${engine.engine}: raw batched INSERT baseline`);
    const base = await baseline();
    const { runs, total } = await rebuildAll(engine, store, projections);
    return { events: history.events, streams: history.tasks.length, generate, baseline: base, projections: runs, total };
  } finally {
    await store.close();
  }
}

function figuresFor(engine: Engine, run: EngineRun, quick: boolean, subset: boolean): Figure[] {
  const baseline = { label: 'raw batched INSERT', value: run.baseline.perSecond, unit: 'rows/s' };
  // the budget is stated for a log of at least 100k events
  const budget = !quick && !subset && run.events >= 100_000 ? { budget: { op: '>=', value: BUDGET, on: 'value' } as const } : {};
  return [
    figure({
      bench: 'rebuild',
      engine,
      metric: `rebuild ${subset ? run.projections.map((p) => p.projection).join(', ') : `all ${run.projections.length} projections`} in one pass (${Math.round(run.total.events / 1000)}k events)`,
      value: run.total.eventsPerSecond,
      unit: 'events/s',
      baseline,
      ...budget,
    }),
  ];
}

function byName(name: string): Projection {
  const projection = registered.find((p) => p.name === name);
  if (!projection) throw new Error(`no projection named ${name}; known: ${registered.map((p) => p.name).join(', ')}`);
  return projection;
}

export async function runRebuild(options: BenchOptions): Promise<BenchResult> {
  // about 104k events in the full run
  const history = options.quick ? marketplaceHistory(3_000, 6_000) : marketplaceHistory(10_000, 18_500);
  const baselineRows = options.quick ? 30_000 : 100_000;
  const figures: Figure[] = [];
  // --projections names a subset: to compare a pass with the projections of an earlier run
  const projections = options.projections ? options.projections.map(byName) : registered;
  const subset = projections.length < registered.length;
  const details: Record<string, unknown> = { parseCostMs: parseCost(history.tasks, projections), batchSize: 5000, projections: projections.map((p) => p.name) };

  if (options.engines.includes('postgresql')) {
    const run = await withBenchDatabase('rebuild', async (url) => {
      const engine = await openPostgres(url);
      const clients = await openClients(url, 1);
      try {
        return await onEngine(engine, history, 10, () => pgBatchedInserts(clients[0]!, baselineRows, 1000, 60_000, largePayload), projections);
      } finally {
        await closeClients(clients);
        await engine.close();
      }
    });
    figures.push(...figuresFor('postgresql', run, options.quick, subset));
    details.postgresql = run;
  }
  if (options.engines.includes('pglite')) {
    const pglite = await PGlite.create();
    const engine = await openPGlite(undefined, pglite);
    try {
      const run = await onEngine(engine, history, 4, () => pgliteBatchedInserts(pglite, baselineRows / 2, 1000, 60_000, largePayload), projections);
      figures.push(...figuresFor('pglite', run, options.quick, subset));
      details.pglite = run;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}

