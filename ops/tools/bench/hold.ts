import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { openThreadedPGlite, type SqlEngine } from '../../db/database';
import { figure, progress, type Figure } from './support/report';
import { round } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// npm run bench -- --only hold
// How long a projection batch's transaction holds the embedded engine on its thread, and how much
// of that the engine sits idle waiting for the main thread, while the main thread is kept busy in
// slices (as HTTP, socket.io and the runner keep it). Each transaction is shaped like the live
// lane's for a changeJobStatus: the job row's write, activity's look-up and the checkpoints' move,
// issued side by side. Two ways, in the same run: kysely's own transaction (one message per
// statement and one to commit: the runner's way on this engine before, which also began with a
// message of its own), and the engine's projection transaction (the runner's now: one message per
// step and one to commit, ops/db/pglite-thread.ts). The baseline: the same three statements on
// their own, outside any transaction (nothing held).

const TRANSACTIONS = 200;
// the main thread busy this long, then free as long, over and over
const BUSY_SLICES_MS = [0, 2, 5];

type Way = 'kysely transaction' | 'projection transaction' | 'no transaction';
type Measured = { way: Way; busyMs: number; wallMs: number; messages: number; heldMs: number; idleMs: number };

async function prepare(engine: SqlEngine): Promise<void> {
  await sql`CREATE TABLE hold_job (id int PRIMARY KEY, status text NOT NULL, last_position int NOT NULL)`.execute(engine.db);
  await sql`CREATE TABLE hold_checkpoint (name text PRIMARY KEY, position int NOT NULL)`.execute(engine.db);
  await sql`INSERT INTO hold_job SELECT g, 'A', 0 FROM generate_series(1, 1000) g`.execute(engine.db);
  await sql`INSERT INTO hold_checkpoint VALUES ('job', 0), ('activity', 0)`.execute(engine.db);
}

const batch = (db: Kysely<Database>, i: number) =>
  Promise.all([
    sql`UPDATE hold_job SET status = ${i % 2 ? 'O' : 'A'}, last_position = ${i} WHERE id = ${(i % 1000) + 1} RETURNING *`.execute(db),
    sql`SELECT count(*) FROM hold_job WHERE id = ${(i % 1000) + 1} AND last_position > ${i}`.execute(db),
    sql`UPDATE hold_checkpoint SET position = ${i} WHERE position < ${i}`.execute(db),
  ]);

function keepBusy(sliceMs: number): () => void {
  let stopped = sliceMs === 0;
  const spin = () => {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    while (performance.now() < until);
    setTimeout(spin, sliceMs);
  };
  spin();
  return () => void (stopped = true);
}

const WAYS = ['no transaction', 'kysely transaction', 'projection transaction'] as const;

// The three ways take turns batch by batch, so a machine whose load changes meanwhile weighs on all
// three alike; the engine's counts are read around each batch.
async function measure(engine: SqlEngine, busyMs: number, count: number): Promise<Measured[]> {
  const run = (way: Way, i: number) =>
    way === 'kysely transaction' ? engine.db.transaction().execute((trx) => batch(trx, i)) : way === 'projection transaction' ? engine.projectionTransaction!((trx) => batch(trx, i)) : batch(engine.db, i);
  const sums = new Map<Way, { wallMs: number; messages: number; heldMs: number; idleMs: number }>(WAYS.map((way) => [way, { wallMs: 0, messages: 0, heldMs: 0, idleMs: 0 }]));
  const stop = keepBusy(busyMs);
  try {
    for (let i = 1; i <= count; i++)
      for (const way of WAYS) {
        const before = await engine.threadStats!();
        const started = performance.now();
        await run(way, i * WAYS.length + WAYS.indexOf(way));
        const wallMs = performance.now() - started;
        const after = await engine.threadStats!();
        const sum = sums.get(way)!;
        sum.wallMs += wallMs;
        // a batch's messages: the transaction's, or the three statements' own (less the reading of the counts)
        sum.messages += way === 'no transaction' ? after.messages - before.messages - 1 : after.transactionMessages - before.transactionMessages;
        sum.heldMs += after.transactionMs - before.transactionMs;
        sum.idleMs += after.transactionIdleMs - before.transactionIdleMs;
      }
  } finally {
    stop();
  }
  return WAYS.map((way) => {
    const sum = sums.get(way)!;
    return { way, busyMs, wallMs: round(sum.wallMs / count), messages: round(sum.messages / count), heldMs: round(sum.heldMs / count), idleMs: round(sum.idleMs / count) };
  });
}

export async function runHold(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('pglite')) return { figures: [], details: {} };
  const count = options.quick ? TRANSACTIONS / 4 : TRANSACTIONS;
  const engine = await openThreadedPGlite();
  const results: Measured[] = [];
  try {
    await prepare(engine);
    for (const busyMs of BUSY_SLICES_MS) {
      progress(`hold: ${count} batches each way, the main thread busy ${busyMs} ms of every ${busyMs * 2}`);
      results.push(...(await measure(engine, busyMs, count)));
    }
  } finally {
    await engine.close();
  }
  const figures: Figure[] = [];
  for (const busyMs of BUSY_SLICES_MS) {
    const of = (way: Way) => results.find((r) => r.way === way && r.busyMs === busyMs)!;
    const raw = of('no transaction');
    const label = busyMs ? `, main thread busy ${busyMs} ms of every ${busyMs * 2}` : ', main thread idle';
    for (const way of ['kysely transaction', 'projection transaction'] as const) {
      const r = of(way);
      figures.push(
        figure({
          bench: 'hold',
          engine: 'pglite',
          metric: `${way}: engine held idle per batch${label}`,
          value: r.idleMs,
          unit: 'ms',
          note: `${r.messages} messages per transaction; held ${r.heldMs} ms per batch`,
        }),
        figure({
          bench: 'hold',
          engine: 'pglite',
          metric: `${way}: wall time per batch${label}`,
          value: r.wallMs,
          unit: 'ms',
          baseline: { label: 'the same statements outside a transaction', value: raw.wallMs, unit: 'ms' },
        }),
      );
    }
  }
  return { figures, details: { batches: count, busySlicesMs: BUSY_SLICES_MS, results } };
}
