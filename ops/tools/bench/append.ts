import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { EventStore, NewEvent } from '../../../contracts/core/event-store';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { closeClients, openClients, pgliteSingleRowInserts, pgSingleRowInserts, smallPayload } from './baseline';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { roundSummary, runConcurrently, summarize, type Throughput } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

const WRITERS = 10;

// One writer per stream, each append expecting exactly the revision its previous append returned.
function appendWorkload(store: EventStore) {
  const versions = Array.from({ length: WRITERS }, () => -1);
  const latencies: number[] = [];
  const event = (w: number, i: number): NewEvent => ({
    type: 'JobStatusChanged',
    data: JSON.parse(smallPayload(w * 1_000_000 + i)) as Record<string, unknown>,
    metadata: { correlationId: `bench-${w}-${i}`, userId: 'ownerbench' },
  });
  const run = (durationMs: number, maxOps: number, record: boolean): Promise<Throughput> =>
    runConcurrently(WRITERS, durationMs, maxOps, async (w, i) => {
      const version = versions[w]!;
      const started = performance.now();
      const result = await store.append(`bench-append-${w}`, [event(w, i)], { expectedVersion: version < 0 ? 'no_stream' : version });
      if (record) latencies.push(performance.now() - started);
      versions[w] = result.nextExpectedVersion;
    });
  return { run, latencies };
}

const add = (a: Throughput, b: Throughput): Throughput => ({ ops: a.ops + b.ops, seconds: a.seconds + b.seconds, perSecond: (a.ops + b.ops) / (a.seconds + b.seconds) });
const zero: Throughput = { ops: 0, seconds: 0, perSecond: 0 };

type Measured = {
  appends: Throughput;
  raw: Throughput;
  // the same append_to_stream call sent straight through pg: the adapter's own cost is the difference
  functionOnly?: Throughput;
  appendLatencyMs: ReturnType<typeof roundSummary>;
};

type Runner = (ms: number) => Promise<Throughput>;

// Rounds alternate raw and store so drift during the run touches both sides alike.
async function alternate(rounds: number, roundMs: number, raw: Runner, store: ReturnType<typeof appendWorkload>, functionOnly?: Runner): Promise<Measured> {
  await raw(300);
  await store.run(300, 10_000, false);
  await functionOnly?.(300);
  let rawTotal = zero;
  let appendTotal = zero;
  let functionTotal = zero;
  for (let r = 0; r < rounds; r++) {
    rawTotal = add(rawTotal, await raw(roundMs));
    appendTotal = add(appendTotal, await store.run(roundMs, 1_000_000, true));
    if (functionOnly) functionTotal = add(functionTotal, await functionOnly(roundMs));
  }
  return {
    appends: appendTotal,
    raw: rawTotal,
    ...(functionOnly ? { functionOnly: functionTotal } : {}),
    appendLatencyMs: roundSummary(summarize(store.latencies)),
  };
}

const APPEND_SQL = `SELECT appended, stream_version::text AS stream_version FROM append_to_stream($1, $2, $3::text[], $4::jsonb[], $5::jsonb[], $6::uuid[])`;

// append_to_stream called directly on 10 pg clients: no kysely, no NOTIFY after commit.
function functionOnlyWorkload(clients: readonly pg.Client[]): Runner {
  const versions = clients.map(() => -1);
  return (ms) =>
    runConcurrently(clients.length, ms, 1_000_000, async (w, i) => {
      const version = versions[w]!;
      const { rows } = await clients[w]!.query<{ appended: boolean; stream_version: string }>(APPEND_SQL, [
        `bench-fn-${w}`,
        version < 0 ? 'no_stream' : String(version),
        ['JobStatusChanged'],
        [smallPayload(w * 1_000_000 + i)],
        [JSON.stringify({ correlationId: `bench-${w}-${i}`, userId: 'ownerbench' })],
        [randomUUID()],
      ]);
      if (!rows[0]?.appended) throw new Error(`append_to_stream refused bench-fn-${w} at ${version}`);
      versions[w] = Number(rows[0].stream_version);
    });
}

function figuresFor(engine: Engine, m: Measured, rawLabel: string): Figure[] {
  const functionOnly = m.functionOnly;
  return [
    figure({
      bench: 'append',
      engine,
      metric: `append 1 event, ${WRITERS} writers`,
      value: m.appends.perSecond,
      unit: 'appends/s',
      baseline: { label: rawLabel, value: m.raw.perSecond, unit: 'rows/s' },
      // the budget is written for the PostgreSQL server; PGlite is reported for reference
      ...(engine === 'postgresql' ? { budget: { op: '>=', value: 0.5, on: 'ratio' } as const } : {}),
    }),
    ...(functionOnly
      ? [
          figure({
            bench: 'append',
            engine,
            metric: '  append_to_stream via raw pg',
            value: functionOnly.perSecond,
            unit: 'calls/s',
            baseline: { label: rawLabel, value: m.raw.perSecond, unit: 'rows/s' },
          }),
        ]
      : []),
  ];
}

async function withStore<T>(engine: SqlEngine, run: (store: EventStore) => Promise<T>): Promise<T> {
  await createEventStoreSchema(engine.db);
  const store = createPostgresEventStore(engine);
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

export async function runAppend(options: BenchOptions): Promise<BenchResult> {
  const rounds = 2;
  const roundMs = options.quick ? 1000 : 2500;
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { writers: WRITERS, rounds, roundMs };

  if (options.engines.includes('postgresql')) {
    progress(`append: PostgreSQL, ${rounds} × (${roundMs} ms each of raw INSERT, store.append, append_to_stream via pg), ${WRITERS} clients each`);
    const m = await withBenchDatabase('append', async (url) => {
      const engine = await openPostgres(url);
      const clients = await openClients(url, WRITERS);
      try {
        return await withStore(engine, (store) =>
          alternate(rounds, roundMs, (ms) => pgSingleRowInserts(clients, ms, 1_000_000, smallPayload), appendWorkload(store), functionOnlyWorkload(clients)),
        );
      } finally {
        await closeClients(clients);
        await engine.close();
      }
    });
    figures.push(...figuresFor('postgresql', m, 'raw INSERT, 10 clients'));
    details.postgresql = m;
  }

  if (options.engines.includes('pglite')) {
    progress(`append: PGlite in memory, ${rounds} × (${roundMs} ms raw INSERT + ${roundMs} ms appends), ${WRITERS} callers each`);
    const pglite = await PGlite.create();
    const engine = await openPGlite(undefined, pglite);
    try {
      const m = await withStore(engine, (store) =>
        alternate(rounds, roundMs, (ms) => pgliteSingleRowInserts(pglite, WRITERS, ms, 1_000_000, smallPayload), appendWorkload(store)),
      );
      figures.push(...figuresFor('pglite', m, 'raw INSERT, PGlite'));
      details.pglite = m;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}
