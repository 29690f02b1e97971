import { spawn, type ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../../contracts/core/event-store';
import type { Database } from '../../contracts/database';
import { syntheticProjection, syntheticProjections } from '../../ops/tools/bench/support/synthetic-projections';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { projections } from '../../ops/registry';
import { readAllCheckpoints, readParkedEvents, requestReplay } from '../../projections/core/checkpoint';
import { applyEvent, type Projection, type ProjectionHandlers } from '../../projections/core/projection';
import { rebuildProjections } from '../../projections/core/rebuild';
import { createProjectionRunner, type ProjectionRunner, type RunnerOptions } from '../../projections/core/runner';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';
import { writeHistory } from './fixtures/history';

const snapshot = async (db: Kysely<Database>) => ({
  users: (await sql`SELECT * FROM user_account ORDER BY id`.execute(db)).rows,
  jobs: (await sql`SELECT * FROM job ORDER BY id`.execute(db)).rows,
});

const names = (list: readonly Projection[]) => list.map((p) => p.name);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function startRunner(store: EventStore, engine: SqlEngine, list: readonly Projection[], options: Partial<RunnerOptions> = {}): Promise<ProjectionRunner> {
  // as the app runs it: on the projection connections, pipelined on a server
  const on = { db: engine.projectionDb, tryLock: engine.tryLock, transaction: engine.projectionTransaction };
  const runner = createProjectionRunner({ store, engine: on, projections: list, publish: () => undefined, batchSize: 50, pollIntervalMs: 50, ...options });
  cleanups.push(() => runner.stop());
  return runner.start().then(() => runner);
}

async function runToHead(store: EventStore, engine: SqlEngine, list: readonly Projection[], options: Partial<RunnerOptions> = {}) {
  const runner = await startRunner(store, engine, list, options);
  expect(await runner.waitFor(await store.headPosition(), 20_000, names(list))).toBe(true);
  await runner.stop();
}

// What the incremental runner left must equal a rebuild of the same log through the batch forms.
async function expectEqualToCleanRebuild(store: EventStore, engine: SqlEngine) {
  const recovered = await snapshot(engine.db);
  expect(recovered.users).toHaveLength(30);
  expect(recovered.jobs).toHaveLength(120);
  await rebuildProjections(store, engine.db, projections);
  expect(await snapshot(engine.db)).toEqual(recovered);
}

// Wraps every handler; `around` runs after the real handler with the event.
const wrapped = (list: readonly Projection[], around: (projection: string, event: { type: string; streamId: string; position: string }) => void | Promise<void>): Projection[] =>
  list.map((p) => ({
    ...p,
    handlers: Object.fromEntries(
      Object.entries(p.handlers).map(([type, handle]) => [
        type,
        async (...args: Parameters<NonNullable<ProjectionHandlers['JobCreated']>>) => {
          await (handle as (...a: typeof args) => Promise<void>)(...args);
          await around(p.name, args[1]);
        },
      ]),
    ) as ProjectionHandlers,
  }));

async function embedded(pglite?: PGlite) {
  const engine = await openPGlite(undefined, pglite);
  const store = await openEventStore({ engine });
  cleanups.push(() => engine.close());
  cleanups.push(() => store.close());
  return { engine, store };
}

describe('projection runner', () => {
  it('retries a batch whose handler throws once, leaving read models equal to a clean rebuild', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store);
    let thrown = false;
    let seen = 0;
    const flaky = wrapped(projections, () => {
      // fail in the middle of a batch, after some of its rows were written
      if (!thrown && ++seen === 175) {
        thrown = true;
        throw new Error('disk full');
      }
    });
    await runToHead(store, engine, flaky);
    expect(thrown).toBe(true);
    await expectEqualToCleanRebuild(store, engine);
  });

  it('reads each batch once for all its projections, and projections with nothing to do write nothing', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 2, 1);
    const extra = syntheticProjections(40);
    let reads = 0;
    const counting: EventStore = { ...store, readAll: (o) => ((reads += 1), store.readAll(o)) };
    const runner = await startRunner(counting, engine, [...projections, ...extra], { maintenanceIntervalMs: 60_000 });
    expect(await runner.waitFor(await store.headPosition(), 20_000, names([...projections, ...extra]))).toBe(true);
    const before = await readAllCheckpoints(engine.db);
    reads = 0;
    // twenty job edits, one at a time, each waited for
    for (let i = 0; i < 20; i++) {
      const { position } = await store.append('job-j0x0', [{ type: 'JobUpdated', data: { jobId: 'j0x0', changes: { title: `Edit ${i}` }, updatedAt: new Date().toISOString() } }]);
      expect(await runner.waitFor(position, 5000, names([...projections, ...extra]))).toBe(true);
    }
    // one read per edit (plus the empty read that finds nothing more), not one per projection
    expect(reads).toBeLessThanOrEqual(20 * 2 + 2);
    const after = await readAllCheckpoints(engine.db);
    // the forty synthetic projections handled nothing: their checkpoints moved only in memory
    for (const p of extra) expect(after.get(p.name)!.position).toBe(before.get(p.name)!.position);
    expect(runner.positions().get(extra[0]!.name)).toBe(runner.positions().get('job'));
    expect(after.get('job')!.position).toBe(runner.positions().get('job'));
  });

  it('commits the work of every live projection for a batch in one transaction; a failing one leaves the group, the others stay live', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 2, 1);
    // ten projections that all handle the same job edit, one of which fails on a marked title
    const edits = Array.from({ length: 10 }, (_, i) => syntheticProjection(`edits_${i}`, ['JobUpdated']));
    const failing = wrapped([edits[3]!], (_projection, event) => {
      if ((event as unknown as { data: { changes: { title?: string } } }).data.changes.title === 'Edit 10') throw new Error('cannot read the edit');
    });
    const list = [...edits.slice(0, 3), ...failing, ...edits.slice(4)];
    let transactions = 0;
    // the runner's transactions, as the app opens them
    const transact = engine.projectionTransaction!;
    engine.projectionTransaction = (work) => ((transactions += 1), transact(work));
    const runner = await startRunner(store, engine, list, { maxAttempts: 2, maintenanceIntervalMs: 60_000 });
    const edit = (i: number) => store.append('job-j0x0', [{ type: 'JobUpdated', data: { jobId: 'j0x0', changes: { title: `Edit ${i}` }, updatedAt: new Date().toISOString() } }]);
    // every projection has caught up and joined the group
    expect(await runner.waitFor((await edit(-1)).position, 20_000, names(list))).toBe(true);
    await expect.poll(() => runner.states().every((s) => s.mode === 'live')).toBe(true);
    transactions = 0;
    for (let i = 0; i < 10; i++) expect(await runner.waitFor((await edit(i)).position, 5000, names(list))).toBe(true);
    // ten projections with work, ten commands: one transaction each, not one per projection
    expect(transactions).toBe(10);
    const seen = async (name: string) => Number((await sql<{ seen: number }>`SELECT seen FROM ${sql.table(`synthetic_${name}`)}`.execute(engine.db)).rows[0]!.seen);
    const before = await seen('edits_0');
    const poisoned = await edit(10);
    const next = await edit(11);
    // the nine others went on at once; the failing one sets its event aside and catches up
    expect(await runner.waitFor(next.position, 5000, names(list.filter((p) => p.name !== 'edits_3')))).toBe(true);
    expect(await seen('edits_0')).toBe(before + 2);
    expect(await runner.waitFor(next.position, 10_000, ['edits_3'])).toBe(true);
    expect(await seen('edits_3')).toBe(before + 1);
    expect((await readParkedEvents(engine.db)).map((e) => [e.projection, e.position])).toEqual([['edits_3', poisoned.position]]);
  });

  it('hands a live batch of several events to a batch form that speaks live; if it throws, the handlers apply the batch', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 2, 1);
    const base = syntheticProjection('batched', ['JobUpdated']);
    const batches: number[] = [];
    let failBatch = false;
    const handle = base.handlers.JobUpdated!;
    const batched: Projection = {
      ...base,
      liveBatch: true,
      handlers: {
        JobUpdated: async (db, event, live) => {
          await handle(db, event, live);
          live.publish('room', 'job.changed', { jobId: event.data.jobId, status: 'A', position: event.position } as never);
        },
      },
      async applyBatch(db, events, live) {
        batches.push(events.length);
        if (failBatch) throw new Error('the batch form trips');
        for (const event of events) await applyEvent(batched, db, event, live);
      },
    };
    const published: string[] = [];
    const runner = await startRunner(store, engine, [batched], { publish: (_room, _name, message) => void published.push((message as { position: string }).position) });
    const edit = (i: number) => ({ type: 'JobUpdated' as const, data: { jobId: 'j0x0', changes: { title: `Edit ${i}` }, updatedAt: new Date().toISOString() } });
    expect(await runner.waitFor((await store.append('job-j0x0', [edit(-1)])).position, 20_000, ['batched'])).toBe(true);
    await expect.poll(() => runner.states().every((s) => s.mode === 'live')).toBe(true);
    const seen = async () => Number((await sql<{ seen: number }>`SELECT seen FROM synthetic_batched`.execute(engine.db)).rows[0]!.seen);
    const before = await seen();
    batches.length = 0;
    published.length = 0;
    // five events in one append: one live batch, through the batch form, every message sent once
    let last = await store.append('job-j0x0', [0, 1, 2, 3, 4].map(edit));
    expect(await runner.waitFor(last.position, 5000, ['batched'])).toBe(true);
    expect(batches).toEqual([5]);
    expect(published).toHaveLength(5);
    expect(await seen()).toBe(before + 5);
    // the batch form fails: the same batch goes through the handlers, nothing lost or doubled
    failBatch = true;
    published.length = 0;
    last = await store.append('job-j0x0', [5, 6, 7].map(edit));
    expect(await runner.waitFor(last.position, 5000, ['batched'])).toBe(true);
    expect(batches.at(-1)).toBe(3);
    expect(published).toHaveLength(3);
    expect(await seen()).toBe(before + 8);
    expect(await readParkedEvents(engine.db)).toEqual([]);
  });

  it('hands a live batch to a batch form from so many events on, and fewer to the handlers', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 2, 1);
    const base = syntheticProjection('from3', ['JobUpdated']);
    const batches: number[] = [];
    let handled = 0;
    const handle = base.handlers.JobUpdated!;
    const from3: Projection = {
      ...base,
      liveBatchFrom: 3,
      handlers: {
        JobUpdated: async (db, event, live) => {
          handled++;
          await handle(db, event, live);
        },
      },
      async applyBatch(db, events, live) {
        batches.push(events.length);
        for (const event of events) await applyEvent(base, db, event, live);
      },
    };
    const runner = await startRunner(store, engine, [from3]);
    const edit = (i: number) => ({ type: 'JobUpdated' as const, data: { jobId: 'j0x0', changes: { title: `Edit ${i}` }, updatedAt: new Date().toISOString() } });
    expect(await runner.waitFor((await store.append('job-j0x0', [edit(-1)])).position, 20_000, ['from3'])).toBe(true);
    await expect.poll(() => runner.states().every((s) => s.mode === 'live')).toBe(true);
    batches.length = 0;
    handled = 0;
    expect(await runner.waitFor((await store.append('job-j0x0', [edit(0), edit(1)])).position, 5000, ['from3'])).toBe(true);
    expect([batches, handled]).toEqual([[], 2]);
    expect(await runner.waitFor((await store.append('job-j0x0', [2, 3, 4].map(edit))).position, 5000, ['from3'])).toBe(true);
    expect([batches, handled]).toEqual([[3], 2]);
  });

  it('applies a background projection at once after a quiet spell, and a burst in one transaction after its rest', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 2, 1);
    const base = syntheticProjection('later', ['JobUpdated']);
    const batches: number[] = [];
    const later: Projection = {
      ...base,
      lane: 'background',
      liveBatch: true,
      async applyBatch(db, events, live) {
        batches.push(events.length);
        for (const event of events) await applyEvent(later, db, event, live);
      },
    };
    // a live projection over the same events: once it has passed an event, the shared reader holds it
    const now = syntheticProjection('now', ['JobUpdated']);
    // rests end when the test says so: while catching up at once, then one by one
    const held: (() => void)[] = [];
    let holding = false;
    const rest = () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve());
    const runner = await startRunner(store, engine, [later, now], { backgroundRestMs: 400, rest });
    const edit = (i: number) => ({ type: 'JobUpdated' as const, data: { jobId: 'j0x0', changes: { title: `Edit ${i}` }, updatedAt: new Date().toISOString() } });
    expect(await runner.waitFor(await store.headPosition(), 20_000, ['later', 'now'])).toBe(true);
    await expect.poll(() => runner.states().every((s) => s.mode === 'live')).toBe(true);
    holding = true;
    batches.length = 0;
    // quiet: no rest is running, so the first event is applied without one (a rest first would be held)
    expect(await runner.waitFor((await store.append('job-j0x0', [edit(0)])).position, 20_000, ['later'])).toBe(true);
    expect(batches).toEqual([1]);
    // having done work, the lane rests
    await expect.poll(() => held.length).toBe(1);
    // four commands during the rest wait for it to end, then share one transaction
    let last = null;
    for (let i = 1; i <= 4; i++) last = await store.append('job-j0x0', [edit(i)]);
    expect(await runner.waitFor(last!.position, 20_000, ['now'])).toBe(true);
    expect(runner.positions().get('later')).not.toEqual(last!.position);
    expect(batches).toEqual([1]);
    holding = false;
    held.shift()!();
    expect(await runner.waitFor(last!.position, 20_000, ['later'])).toBe(true);
    expect(batches).toEqual([1, 4]);
  });

  it('recovers from a crash after checkpoints advanced only in memory, equal to a clean rebuild', async () => {
    const pglite = await PGlite.create();
    const { engine, store } = await embedded(pglite);
    await writeHistory(store);
    // the log ends with events no projection handles: both advance past them in memory only
    for (let i = 0; i < 3; i++) await store.append(`feedback-f${i}`, [{ type: 'FeedbackSent', data: { feedbackId: `f${i}`, userId: null, feedback: 'Nice', sentAt: new Date().toISOString() } }]);
    const runner = await startRunner(store, engine, projections, { maintenanceIntervalMs: 60_000 });
    expect(await runner.waitFor(await store.headPosition(), 20_000, names(projections))).toBe(true);
    const inMemory = runner.positions();
    const written = await readAllCheckpoints(engine.db);
    const lagging = projections.filter((p) => written.get(p.name)!.position !== inMemory.get(p.name));
    // every projection that handled part of the history and none of its tail (job and user_account
    // among them) holds a position in memory that is not written yet
    expect(lagging.map((p) => p.name)).toEqual(expect.arrayContaining(['job', 'user_account']));
    // the crash: the database as it is at this instant, without what the runner held in memory
    const crashed = await PGlite.create({ loadDataDir: await pglite.dumpDataDir('none') });
    const restarted = await embedded(crashed);
    await runToHead(restarted.store, restarted.engine, projections);
    await expectEqualToCleanRebuild(restarted.store, restarted.engine);
  });

  it('lets a projection added later catch up from the start while the others stay live', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store);
    await runToHead(store, engine, projections);
    // a new projection that takes 20 ms an event: about 7 s to read the history
    const late = syntheticProjection('late_arrival', ['JobCreated', 'JobUpdated', 'JobStatusChanged'], { delayMs: 20 });
    const runner = await startRunner(store, engine, [...projections, late]);
    const { position } = await store.append('job-j0x0', [{ type: 'JobStatusChanged', data: { jobId: 'j0x0', ownerId: 'u0', status: 'O', changedAt: new Date().toISOString() } }]);
    expect(await runner.waitFor(position, 3000, ['job'])).toBe(true);
    expect((await sql<{ status: string }>`SELECT status FROM job WHERE id = 'j0x0'`.execute(engine.db)).rows[0]!.status).toBe('O');
    // the new one is still reading history meanwhile
    expect(runner.states().find((s) => s.name === 'late_arrival')!.mode).toBe('catching-up');
    expect(await runner.waitFor(position, 30_000, ['late_arrival'])).toBe(true);
    const counted = await sql<{ total: string }>`SELECT sum(seen)::text AS total FROM synthetic_late_arrival`.execute(engine.db);
    expect(Number(counted.rows[0]!.total)).toBe(120 * 3 + 1);
  });

  it('sets a poisoned event aside after a few tries, goes on, and replays it once fixed', async () => {
    const { engine, store } = await embedded();
    await writeHistory(store, 4, 2);
    let broken = true;
    const poisoned = wrapped(projections, (projection, event) => {
      if (broken && projection === 'job' && event.streamId === 'job-j1x0' && event.type === 'JobUpdated') throw new Error('cannot parse the salary');
    });
    const runner = await startRunner(store, engine, poisoned, { maxAttempts: 3 });
    expect(await runner.waitFor(await store.headPosition(), 20_000, names(poisoned))).toBe(true);
    const [parked] = await readParkedEvents(engine.db);
    expect(parked).toMatchObject({ projection: 'job', eventType: 'JobUpdated', streamId: 'job-j1x0', error: 'cannot parse the salary', attempts: 3 });
    // the other jobs, and the events of this job after the poisoned one, went through
    const jobs = await sql<{ id: string; title: string; status: string }>`SELECT id, title, status FROM job ORDER BY id`.execute(engine.db);
    expect(jobs.rows).toHaveLength(8);
    expect(jobs.rows.find((j) => j.id === 'j1x0')!.title).toBe('Role 0 at 1');
    expect(jobs.rows.find((j) => j.id === 'j0x0')!.title).toBe('Edited 0 at 0');
    // fixed: a replay rebuilds the read model and clears the parked event
    broken = false;
    expect(await requestReplay(engine.db, 'job')).toBe(true);
    await expect.poll(async () => (await readParkedEvents(engine.db)).length, { timeout: 15_000 }).toBe(0);
    await expect
      .poll(async () => (await sql<{ title: string }>`SELECT title FROM job WHERE id = 'j1x0'`.execute(engine.db)).rows[0]?.title, { timeout: 15_000 })
      .toBe('Edited 0 at 1');
  });
});

const pgMissing = !process.env.DATABASE_URL;
if (pgMissing) console.log('projection runner tests across processes skipped: DATABASE_URL unset (they need a PostgreSQL server a second process can reach)');

describe.skipIf(pgMissing)('projection runner across processes (PostgreSQL)', () => {
  async function server() {
    const database = (await createTestPostgres()) as TestPostgres;
    cleanups.push(() => database.drop());
    const engine = await openPostgres(database.url);
    cleanups.push(() => engine.close());
    const store = await openEventStore({ engine });
    cleanups.push(() => store.close());
    return { database, engine, store };
  }

  function worker(url: string, args: string[]): { child: ChildProcess; waitFor: (text: string) => Promise<string> } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/projections/fixtures/run-projections.ts', url, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const waitFor = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker never printed ${text}: ${out}`)), 40_000);
        const check = () => {
          const line = out.split('\n').find((l) => l.includes(text));
          if (!line) return;
          clearTimeout(timer);
          child.stdout!.off('data', check);
          resolve(line);
        };
        child.stdout!.on('data', check);
        check();
      });
    return { child, waitFor };
  }

  const kill = async (child: ChildProcess) => {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  };

  it('recovers after the worker process is killed inside a batch, with nothing lost and nothing doubled', async () => {
    const { database, engine, store } = await server();
    await writeHistory(store);
    const { child, waitFor } = worker(database.url, ['--stall-at', '130']);
    await waitFor('STALLED');
    const partial = await snapshot(engine.db);
    await kill(child);
    // the killed batch was never committed, but batches before it were
    expect(partial.jobs.length + partial.users.length).toBeGreaterThan(0);
    expect(partial.jobs.length).toBeLessThan(120);
    await runToHead(store, engine, projections);
    await expectEqualToCleanRebuild(store, engine);
  });

  it('recovers after the worker is killed while checkpoints had advanced only in memory', async () => {
    const { database, engine, store } = await server();
    await writeHistory(store);
    for (let i = 0; i < 3; i++) await store.append(`feedback-f${i}`, [{ type: 'FeedbackSent', data: { feedbackId: `f${i}`, userId: null, feedback: 'Nice', sentAt: new Date().toISOString() } }]);
    const { child, waitFor } = worker(database.url, ['--maintenance-ms', '600000']);
    const head = await store.headPosition();
    await waitFor(`CAUGHT_UP ${head}`);
    const written = await readAllCheckpoints(engine.db);
    expect(projections.some((p) => written.get(p.name)!.position !== head)).toBe(true);
    await kill(child);
    await runToHead(store, engine, projections);
    await expectEqualToCleanRebuild(store, engine);
  });

  it('runs half the projections in each of two processes, and together they equal a clean rebuild', async () => {
    const { database, engine, store } = await server();
    const extra = syntheticProjections(6);
    const all = [...projections.map((p) => p.name), ...extra.map((p) => p.name)];
    const halves = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2 === 1)];
    const workers = halves.map((half) => worker(database.url, ['--synthetic', '6', '--only', half.join(',')]));
    await writeHistory(store);
    const head = await store.headPosition();
    await Promise.all(workers.map((w) => w.waitFor(`CAUGHT_UP ${head}`)));
    // each holds the locks of its half only: a third runner for everything gets none of them
    const third = await startRunner(store, engine, [...projections, ...extra]);
    await new Promise((r) => setTimeout(r, 300));
    expect(third.states().every((s) => s.mode === 'waiting')).toBe(true);
    await third.stop();
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => new Promise((r) => w.child.once('exit', r))));
    await expectEqualToCleanRebuild(store, engine);
  });
});
