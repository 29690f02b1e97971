import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createApp } from '../../app';
import { ThreadedPGlite, type EngineThreadStats } from '../../db/pglite-thread';
import { projections } from '../../registry';
import type { Projection } from '../../../projections/core/projection';
import { connectListener, createJobs, drive, type Target } from './latency';
import { benchAppConfig } from './support/bench-config';
import { withDemoCopy } from './support/demo-data';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { describeEngineThread, engineThreadPerCommand, processCpuSeconds, round, sleep, type EngineThreadPerCommand } from './support/stats';
import type { BenchOptions, BenchResult, DataSize } from './types';

// npm run bench -- --only anatomy [--engines …] [--sizes empty,demo]
// One changeJobStatus taken apart, on an empty database and on the demo's, on each engine, with the
// app in this process: its statements and their time, by who sent them (the request: the command,
// its facts and its answer; each projection; the runner, the tasks and the rest), the rows each
// table's scans read and the rows written, and each lane's share. At a light rate (RATE/s), so the
// figures are the cost of a command, not queueing. What grows with the data set shows as the demo's
// figure over the empty one's.

// BENCH_ANATOMY_RATE=100: the same at the latency bench's rate, where batching changes the shares
const RATE = Number(process.env.BENCH_ANATOMY_RATE ?? 20);
const WARMUP = 2;
const SECONDS = 10;

type Tally = { statements: number; ms: number };
type Owner = string;
const REQUEST = 'request (command, facts, answer)';
const OTHER = 'runner, tasks and the rest';

const context = new AsyncLocalStorage<Owner>();
let counting = false;
const byOwner = new Map<Owner, Tally>();
const byShape = new Map<string, Tally & { owner: Owner }>();

const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\(\$\d+(, \$\d+)*\)/g, '(…)')
    .replace(/^select (.{40,}?) from /i, 'SELECT … FROM ')
    .trim()
    .slice(0, 110);

function record(text: string, ms: number): void {
  if (!counting) return;
  const owner = context.getStore() ?? OTHER;
  const o = byOwner.get(owner) ?? { statements: 0, ms: 0 };
  o.statements++;
  o.ms += ms;
  byOwner.set(owner, o);
  const key = `${owner} | ${shapeOf(text)}`;
  const s = byShape.get(key) ?? { statements: 0, ms: 0, owner };
  s.statements++;
  s.ms += ms;
  byShape.set(key, s);
}

const textOf = (first: unknown) => (typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String((first as { text: unknown }).text) : '?');

// Every statement either engine is sent passes one of these: node-postgres' Client#query (both
// promise and callback forms) and the embedded engine's thread (query and exec).
function instrument(): void {
  type Fn = (...args: unknown[]) => unknown;
  const clientProto = pg.Client.prototype as unknown as { query: Fn };
  const pgQuery = clientProto.query;
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const text = textOf(args[0]);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Fn;
      args[last] = (...r: unknown[]) => {
        record(text, performance.now() - started);
        return callback(...r);
      };
      return pgQuery.apply(this, args);
    }
    const result = pgQuery.apply(this, args);
    if (result instanceof Promise) void result.then(() => record(text, performance.now() - started), () => record(text, performance.now() - started));
    return result;
  };
  const threaded = ThreadedPGlite.prototype as unknown as { query: Fn; exec: Fn };
  for (const method of ['query', 'exec'] as const) {
    const original = threaded[method];
    threaded[method] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = original.apply(this, args) as Promise<unknown>;
      void result.then(() => record(String(args[0]), performance.now() - started), () => record(String(args[0]), performance.now() - started));
      return result;
    };
  }
  // a request's statements are the request's, whatever the router calls
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, ...args: Parameters<typeof emit>) {
    if ((args[0] as string) === 'request') return context.run(REQUEST, () => emit.apply(this, args));
    return emit.apply(this, args);
  } as typeof emit;
}

// A projection whose handlers and batch forms run with its name on their statements, and whose own
// time (start to end of its part of a batch) is added up.
const projectionMs = new Map<string, { ms: number; parts: number; lane: string }>();
function owned(projection: Projection): Projection {
  const lane = projection.lane ?? 'live';
  const timed = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      context.run(projection.name, async () => {
        const started = performance.now();
        try {
          return await fn(...args);
        } finally {
          if (counting) {
            const p = projectionMs.get(projection.name) ?? { ms: 0, parts: 0, lane };
            p.ms += performance.now() - started;
            p.parts++;
            projectionMs.set(projection.name, p);
          }
        }
      });
  const handlers = Object.fromEntries(Object.entries(projection.handlers).map(([type, handler]) => [type, handler && timed(handler as (...a: unknown[]) => Promise<void>)]));
  return {
    ...projection,
    handlers,
    ...(projection.applyBatch ? { applyBatch: timed(projection.applyBatch.bind(projection)) } : {}),
    ...(projection.applyLive ? { applyLive: timed(projection.applyLive.bind(projection)) } : {}),
  };
}

type TableStats = { table: string; seq_scan: number; seq_tup_read: number; idx_scan: number; idx_tup_fetch: number; n_tup_ins: number; n_tup_upd: number; n_tup_del: number; n_dead_tup: number; n_live_tup: number };

async function tableStats(db: import('kysely').Kysely<never>): Promise<Map<string, TableStats>> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db).catch(() => undefined);
  const { rows } = await sql<TableStats>`
    SELECT relname AS table, seq_scan::int, coalesce(seq_tup_read, 0)::bigint::float8 AS seq_tup_read, coalesce(idx_scan, 0)::int AS idx_scan,
      coalesce(idx_tup_fetch, 0)::bigint::float8 AS idx_tup_fetch, n_tup_ins::float8, n_tup_upd::float8, n_tup_del::float8, n_dead_tup::float8, n_live_tup::float8
    FROM pg_stat_user_tables`.execute(db);
  return new Map(rows.map((r) => [r.table, r]));
}

type Anatomy = {
  engine: Engine;
  size: DataSize;
  commands: number;
  socketP95: number;
  perCommand: {
    statements: number;
    statementMs: number;
    seqRowsRead: number;
    rowsWritten: number;
    // the embedded engine's thread, per command (busyMs: 1000 ÷ this is the most commands a second
    // it can take), its messages and the transactions that held it
    engine?: EngineThreadPerCommand;
    // the PostgreSQL server's processes, CPU per command
    serverCpuMs?: number;
  };
  owners: { owner: string; lane?: string; statements: number; statementMs: number; ownMs?: number }[];
  lanes: Record<string, { statements: number; statementMs: number; ownMs: number }>;
  tables: { table: string; liveRows: number; seqScans: number; seqRowsRead: number; idxScans: number; written: number }[];
  shapes: { owner: string; shape: string; statements: number; ms: number }[];
  // the embedded engine's own time per statement text, per command (its thread's view: no wait in it)
  engineShapes?: { shape: string; statements: number; ms: number }[];
};

const engineShapes = (before: EngineThreadStats | undefined, after: EngineThreadStats | undefined, n: number) => {
  if (!before?.statements || !after?.statements) return undefined;
  const earlier = new Map(before.statements.map((s) => [s.sql, s]));
  return after.statements
    .map((s) => ({ shape: s.sql.replace(/\s+/g, ' ').slice(0, 160), statements: round((s.statements - (earlier.get(s.sql)?.statements ?? 0)) / n), ms: round((s.ms - (earlier.get(s.sql)?.ms ?? 0)) / n) }))
    .filter((s) => s.statements > 0)
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 25);
};

async function measure(engine: Engine, size: DataSize, where: { databaseUrl?: string; dataDir?: string }): Promise<Anatomy> {
  const dataDir = where.dataDir ?? mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-anatomy-'));
  const app = await createApp({ config: benchAppConfig(dataDir, where.databaseUrl), projections: projections.map(owned) });
  app.markSeeded();
  const target: Target = { url: app.url, cpuSeconds: async () => 0, batches: async () => ({}), resetBatches: () => undefined, stop: () => app.stop() };
  const socket = await connectListener(target);
  try {
    while (app.runner && !app.runner.states().every((s) => s.mode === 'live')) await sleep(100);
    const jobs = await createJobs(target);
    await drive(target, socket, jobs, WARMUP, RATE);
    await sleep(1500);
    const db = app.engine.db as unknown as import('kysely').Kysely<never>;
    const before = await tableStats(db);
    const thread0 = await app.engine.threadStats?.();
    const server0 = engine === 'postgresql' ? await processCpuSeconds('postgres') : null;
    byOwner.clear();
    byShape.clear();
    projectionMs.clear();
    counting = true;
    const driven = await drive(target, socket, jobs, SECONDS, RATE);
    // the background lane rests between transactions, and PostgreSQL reports a backend's table
    // counts within a second of its transaction: wait for both
    await sleep(2000);
    counting = false;
    const thread1 = await app.engine.threadStats?.();
    const server1 = engine === 'postgresql' ? await processCpuSeconds('postgres') : null;
    const after = await tableStats(db);
    const n = driven.commands;
    const per = (v: number) => round(v / n);
    const lanes: Anatomy['lanes'] = {};
    const owners = [...byOwner].map(([owner, t]) => {
      const p = projectionMs.get(owner);
      const lane = p?.lane ?? (projections.find((x) => x.name === owner)?.lane ?? (owner === REQUEST || owner === OTHER ? undefined : 'live'));
      if (lane) {
        const l = (lanes[lane] ??= { statements: 0, statementMs: 0, ownMs: 0 });
        l.statements += t.statements / n;
        l.statementMs += t.ms / n;
        l.ownMs += (p?.ms ?? 0) / n;
      }
      return { owner, ...(lane ? { lane } : {}), statements: per(t.statements), statementMs: per(t.ms), ...(p ? { ownMs: per(p.ms) } : {}) };
    });
    for (const l of Object.values(lanes)) for (const k of ['statements', 'statementMs', 'ownMs'] as const) l[k] = round(l[k]);
    const tables = [...after.values()]
      .map((a) => {
        const b = before.get(a.table);
        const d = (k: keyof TableStats) => (a[k] as number) - ((b?.[k] as number | undefined) ?? 0);
        return { table: a.table, liveRows: a.n_live_tup, seqScans: per(d('seq_scan')), seqRowsRead: per(d('seq_tup_read')), idxScans: per(d('idx_scan')), written: per(d('n_tup_ins') + d('n_tup_upd') + d('n_tup_del')) };
      })
      .filter((t) => t.seqScans || t.idxScans || t.written)
      .sort((x, y) => y.seqRowsRead - x.seqRowsRead || y.idxScans - x.idxScans);
    const total = [...byOwner.values()].reduce((a, t) => ({ statements: a.statements + t.statements, ms: a.ms + t.ms }), { statements: 0, ms: 0 });
    return {
      engine,
      size,
      commands: n,
      socketP95: driven.socketMs.p95,
      perCommand: {
        statements: per(total.statements),
        statementMs: per(total.ms),
        seqRowsRead: round(tables.reduce((a, t) => a + t.seqRowsRead, 0)),
        rowsWritten: round(tables.reduce((a, t) => a + t.written, 0)),
        ...(thread0 && thread1 ? { engine: engineThreadPerCommand(thread0, thread1, n) } : {}),
        ...(server0 !== null && server1 !== null ? { serverCpuMs: per((server1 - server0) * 1000) } : {}),
      },
      owners: owners.sort((x, y) => y.statementMs - x.statementMs),
      lanes,
      tables,
      shapes: [...byShape]
        .map(([key, t]) => ({ owner: t.owner, shape: key.slice(key.indexOf(' | ') + 3), statements: per(t.statements), ms: per(t.ms) }))
        .sort((x, y) => y.ms - x.ms)
        .slice(0, 25),
      engineShapes: engineShapes(thread0, thread1, n),
    };
  } finally {
    socket.close();
    await app.stop();
    if (!where.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runAnatomy(options: BenchOptions): Promise<BenchResult> {
  instrument();
  // the embedded engine times each statement on its own thread (ops/db/pglite-worker.mjs)
  process.env.PGLITE_PROFILE = '1';
  const figures: Figure[] = [];
  const results: Anatomy[] = [];
  for (const engine of options.engines) {
    const bySize = new Map<DataSize, Anatomy>();
    for (const size of options.sizes) {
      progress(`anatomy: ${engine}, ${size} database: changeJobStatus at ${RATE}/s for ${SECONDS} s, the app in this process`);
      const run = (where: { databaseUrl?: string; dataDir?: string }) => measure(engine, size, where);
      const result = size === 'demo' ? await withDemoCopy(engine, run) : engine === 'postgresql' ? await withBenchDatabase('anatomy', (databaseUrl) => run({ databaseUrl })) : await run({});
      bySize.set(size, result);
      results.push(result);
      const label = size === 'demo' ? " on the demo's data" : ', empty database';
      const empty = bySize.get('empty');
      const vsEmpty = (pick: (a: Anatomy) => number, label2: string) => (size === 'demo' && empty ? { baseline: { label: `the same on an empty database`, value: pick(empty), unit: label2 } } : {});
      figures.push(
        figure({ bench: 'anatomy', engine, metric: `statements per changeJobStatus${label}`, value: result.perCommand.statements, unit: '', ...vsEmpty((a) => a.perCommand.statements, '') }),
        figure({ bench: 'anatomy', engine, metric: `statement time per changeJobStatus${label}`, value: result.perCommand.statementMs, unit: 'ms', ...vsEmpty((a) => a.perCommand.statementMs, 'ms') }),
        ...(result.perCommand.engine
          ? [
              figure({
                bench: 'anatomy',
                engine,
                metric: `embedded engine's thread busy per changeJobStatus${label}`,
                value: result.perCommand.engine.busyMs,
                unit: 'ms',
                ...vsEmpty((a) => a.perCommand.engine?.busyMs ?? Number.NaN, 'ms'),
                note: `${describeEngineThread(result.perCommand.engine)}; at most ${Math.floor(1000 / result.perCommand.engine.busyMs)} commands/s`,
              }),
            ]
          : []),
        ...(result.perCommand.serverCpuMs !== undefined
          ? [figure({ bench: 'anatomy', engine, metric: `PostgreSQL server CPU per changeJobStatus${label}`, value: result.perCommand.serverCpuMs, unit: 'ms', ...vsEmpty((a) => a.perCommand.serverCpuMs ?? Number.NaN, 'ms') })]
          : []),
        figure({ bench: 'anatomy', engine, metric: `rows read by sequential scans per changeJobStatus${label}`, value: result.perCommand.seqRowsRead, unit: 'rows', ...vsEmpty((a) => a.perCommand.seqRowsRead, 'rows') }),
        ...Object.entries(result.lanes).map(([lane, l]) => figure({ bench: 'anatomy', engine, metric: `${lane} lane: projection time per changeJobStatus${label}`, value: l.ownMs, unit: 'ms', note: `${l.statements} statements, ${l.statementMs} ms in them` })),
      );
    }
  }
  return { figures, details: { rate: RATE, seconds: SECONDS, results } };
}
