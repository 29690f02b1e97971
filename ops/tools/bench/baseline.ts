import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { figure, progress, type Figure } from './support/report';
import { withBenchDatabase } from './support/postgres';
import { runConcurrently, type Throughput } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The plain table the raw baselines write to: no index, no constraint, as cheap as a row gets.
const RAW_TABLE = 'CREATE TABLE IF NOT EXISTS raw_insert (id bigserial, stream text NOT NULL, data jsonb NOT NULL)';
const INSERT_ONE = 'INSERT INTO raw_insert (stream, data) VALUES ($1, $2)';
const INSERT_MANY = 'INSERT INTO raw_insert (stream, data) SELECT * FROM unnest($1::text[], $2::jsonb[])';

export type Payload = (i: number) => string;

export async function openClients(url: string, n: number): Promise<pg.Client[]> {
  const clients = Array.from({ length: n }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  await clients[0]!.query(RAW_TABLE);
  return clients;
}

export const closeClients = (clients: readonly pg.Client[]) => Promise.all(clients.map((c) => c.end().catch(() => undefined)));

// Single-row autocommit INSERTs, one loop per client: what one append costs at the least.
export function pgSingleRowInserts(clients: readonly pg.Client[], durationMs: number, maxOps: number, payload: Payload): Promise<Throughput> {
  return runConcurrently(clients.length, durationMs, maxOps, async (w, i) => {
    await clients[w]!.query(INSERT_ONE, [`raw-${w}`, payload(i)]);
  });
}

// Multi-row INSERTs of batchSize rows: the ceiling for writing rows, the rebuild's yardstick.
export async function pgBatchedInserts(client: pg.Client, totalRows: number, batchSize: number, durationMs: number, payload: Payload): Promise<Throughput> {
  const batches = Math.ceil(totalRows / batchSize);
  const result = await runConcurrently(1, durationMs, batches, async (_w, b) => {
    const streams = Array.from({ length: batchSize }, (_, k) => `raw-${(b * batchSize + k) % 1000}`);
    const data = Array.from({ length: batchSize }, (_, k) => payload(b * batchSize + k));
    await client.query(INSERT_MANY, [streams, data]);
  });
  return { ops: result.ops * batchSize, seconds: result.seconds, perSecond: (result.ops * batchSize) / result.seconds };
}

export async function pgliteSingleRowInserts(pglite: PGlite, callers: number, durationMs: number, maxOps: number, payload: Payload): Promise<Throughput> {
  await pglite.exec(RAW_TABLE);
  return runConcurrently(callers, durationMs, maxOps, async (w, i) => {
    await pglite.query(INSERT_ONE, [`raw-${w}`, payload(i)]);
  });
}

export async function pgliteBatchedInserts(pglite: PGlite, totalRows: number, batchSize: number, durationMs: number, payload: Payload): Promise<Throughput> {
  await pglite.exec(RAW_TABLE);
  const batches = Math.ceil(totalRows / batchSize);
  const result = await runConcurrently(1, durationMs, batches, async (_w, b) => {
    const streams = Array.from({ length: batchSize }, (_, k) => `raw-${(b * batchSize + k) % 1000}`);
    const data = Array.from({ length: batchSize }, (_, k) => payload(b * batchSize + k));
    await pglite.query(INSERT_MANY, [streams, data]);
  });
  return { ops: result.ops * batchSize, seconds: result.seconds, perSecond: (result.ops * batchSize) / result.seconds };
}

// A JobStatusChanged-sized document (~150 bytes of JSON).
export const smallPayload: Payload = (i) =>
  JSON.stringify({ jobId: `job${i.toString(36).padStart(8, '0')}`, ownerId: 'ownerbench', status: i % 2 ? 'A' : 'O', changedAt: new Date(1_767_225_600_000 + i).toISOString() });

// A JobCreated-sized document (~1 KB), like most of what a rebuild writes.
export const largePayload: Payload = (i) =>
  JSON.stringify({
    jobId: `job${i}`,
    ownerId: 'ownerbench',
    status: 'A',
    createdAt: new Date(1_767_225_600_000 + i).toISOString(),
    job: { title: 'Backend Engineer', company: 'Acme Labs', description: 'build scale own deliver '.repeat(30), location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, tags: ['Node.js', 'PostgreSQL', 'AWS'] },
  });

export async function runBaseline(options: BenchOptions): Promise<BenchResult> {
  const seconds = options.quick ? 2 : 4;
  const batchedRows = options.quick ? 50_000 : 200_000;
  return withBenchDatabase('baseline', async (url) => {
    const clients = await openClients(url, 10);
    try {
      // warm the connections and the table before anything is timed
      await pgSingleRowInserts(clients, 300, 10_000, smallPayload);
      progress(`baseline: single-row INSERT, 1 client, ${seconds} s`);
      const one = await pgSingleRowInserts(clients.slice(0, 1), seconds * 1000, 1_000_000, smallPayload);
      progress(`baseline: single-row INSERT, 10 clients, ${seconds} s`);
      const ten = await pgSingleRowInserts(clients, seconds * 1000, 1_000_000, smallPayload);
      progress(`baseline: batched INSERT, ${batchedRows} rows of ~1 KB jsonb, 1000 per statement`);
      const batched = await pgBatchedInserts(clients[0]!, batchedRows, 1000, 60_000, largePayload);
      const figures: Figure[] = [
        figure({ bench: 'baseline', engine: 'postgresql', metric: 'single-row INSERT, 1 client', value: one.perSecond, unit: 'rows/s' }),
        figure({ bench: 'baseline', engine: 'postgresql', metric: 'single-row INSERT, 10 clients', value: ten.perSecond, unit: 'rows/s' }),
        figure({ bench: 'baseline', engine: 'postgresql', metric: 'batched INSERT (1000 rows/stmt)', value: batched.perSecond, unit: 'rows/s' }),
      ];
      return { figures, details: { singleRow1Client: one, singleRow10Clients: ten, batched: { ...batched, batchSize: 1000, payloadBytes: largePayload(0).length } } };
    } finally {
      await closeClients(clients);
    }
  });
}
