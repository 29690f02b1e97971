import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../contracts/database';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';
import { jobProjection, writeSearchRows } from '../../../projections/marketplace/jobs/job.projection';
import { searchJobs } from '../../../query/marketplace/jobs/search-jobs';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { ConcurrentPGliteDialect } from '../../db/pglite-dialect';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { round, roundSummary, seededRandom, summarize, type Summary } from './support/stats';
import { jobRow, searchCases, type SearchCase } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

export const NOW = new Date(Date.UTC(2026, 5, 1));
const DAY = 86_400_000;
// keywords + radius + filters, p95; and the whole query mix, p95 (ARCHITECTURE.md, budgets)
const BUDGET_MS = 25;
const MIX_BUDGET_MS = 50;
const PASSES = 1;
// what the filters' counts (with the first chunk) may add to a search's p95 (ARCHITECTURE.md, budgets)
const FACETS_RATIO = 1.3;
// enough to warm the buffer cache and the JIT before anything is timed
const WARMUP_CASES = 50;

export async function loadJobs(db: Kysely<Database>, count: number): Promise<{ seconds: number; active: number }> {
  const rng = seededRandom(1234);
  const t0 = performance.now();
  let active = 0;
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      const r = rng();
      const status: JobStatus = r < 0.85 ? 'A' : r < 0.97 ? 'O' : 'D';
      if (status === 'A') active++;
      const createdAt = new Date(NOW.getTime() - Math.floor(rng() * 90 * DAY));
      return jobRow(rng, `job${i.toString(36).padStart(5, '0')}`, `owner${Math.floor(rng() * 2000)}`, createdAt, status, String(i + 1));
    });
    await db.insertInto('job').values(rows).execute();
  }
  // the search rows the projection keeps beside each job row, then the indexes, built after the
  // load as a rebuild builds them
  await writeSearchRows(db);
  await jobProjection.createIndexes?.(db);
  // as autovacuum leaves a settled table: the visibility map set, so that walks in listing order
  // stay in the index
  await sql`VACUUM ANALYZE job`.execute(db);
  await sql`VACUUM ANALYZE job_search`.execute(db);
  return { seconds: round((performance.now() - t0) / 1000), active };
}

type Timed = { kind: string; ms: number; results: number; total: number };

async function timeSearches(db: Kysely<Database>, cases: readonly SearchCase[], passes: number, facets = false): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (let pass = 0; pass < passes; pass++)
    for (const c of cases) {
      const t0 = performance.now();
      const result = await searchJobs(db, c.params, 0, true, NOW, undefined, { facets });
      timed.push({ kind: c.kind, ms: performance.now() - t0, results: result.list.length, total: result.total ?? 0 });
    }
  return timed;
}

// The statements searchJobs sends for each case, as compiled by kysely, to replay without it.
async function captureSql(db: (log: (query: CompiledQuery) => void) => Kysely<Database>, cases: readonly SearchCase[]): Promise<CompiledQuery[][]> {
  let current: CompiledQuery[] = [];
  const logging = db((query) => current.push(query));
  const captured: CompiledQuery[][] = [];
  for (const c of cases) {
    current = [];
    await searchJobs(logging, c.params, 0, true, NOW, undefined, { facets: false });
    // the planner's estimates that searchJobs asks for are remembered for a minute: not replayed
    captured.push(current.filter((q) => !/^\s*EXPLAIN/i.test(q.sql)));
  }
  return captured;
}

async function timeRaw(run: (queries: readonly CompiledQuery[]) => Promise<unknown>, captured: readonly CompiledQuery[][], passes: number): Promise<number[]> {
  const ms: number[] = [];
  for (let pass = 0; pass < passes; pass++)
    for (const queries of captured) {
      const t0 = performance.now();
      await run(queries);
      ms.push(performance.now() - t0);
    }
  return ms;
}

type EngineRun = {
  jobs: number;
  active: number;
  loadSeconds: number;
  searchMs: Summary;
  // the same searches, each with its filters' counts, as the list's first chunk asks
  withFacetsMs: Summary;
  rawSqlMs: Summary;
  byKind: Record<string, { ms: Summary; meanResults: number; meanTotal: number }>;
  // each statement replayed alone through the raw driver
  statementMs?: Record<string, { rows: Summary; count: Summary }>;
  slowest: { kind: string; params: SearchCase['params']; ms: number; plans: string[] };
};

function byKind(timed: readonly Timed[]): EngineRun['byKind'] {
  const kinds = [...new Set(timed.map((t) => t.kind))];
  return Object.fromEntries(
    kinds.map((kind) => {
      const of = timed.filter((t) => t.kind === kind);
      return [kind, { ms: roundSummary(summarize(of.map((t) => t.ms))), meanResults: Math.round(of.reduce((s, t) => s + t.results, 0) / of.length), meanTotal: Math.round(of.reduce((s, t) => s + t.total, 0) / of.length) }];
    }),
  );
}

async function onEngine(
  engine: SqlEngine,
  jobs: number,
  cases: readonly SearchCase[],
  logging: (log: (query: CompiledQuery) => void) => Kysely<Database>,
  raw: (queries: readonly CompiledQuery[]) => Promise<unknown>,
  explain: (query: CompiledQuery) => Promise<string>,
): Promise<EngineRun> {
  await jobProjection.createTables(engine.db);
  progress(`search: ${engine.engine}: loading ${jobs} jobs`);
  const load = await loadJobs(engine.db, jobs);
  progress(`search: ${engine.engine}: ${cases.length} queries × ${PASSES} pass after ${WARMUP_CASES} warm-up queries`);
  await timeSearches(engine.db, cases.slice(0, WARMUP_CASES), 1);
  const timed = await timeSearches(engine.db, cases, PASSES);
  const withFacets = await timeSearches(engine.db, cases, PASSES, true);
  const captured = await captureSql(logging, cases);
  const rawMs = await timeRaw(raw, captured, PASSES);
  // one statement at a time, to tell what the page of rows costs from what the total costs
  // (PostgreSQL only: PGlite runs the two one after the other anyway, and it is slow)
  const statements: { kind: string; statement: 'rows' | 'count'; ms: number }[] = [];
  if (engine.engine === 'postgresql')
    for (const [i, queries] of captured.entries())
      for (const q of queries) {
        const t0 = performance.now();
        await raw([q]);
        statements.push({ kind: cases[i]!.kind, statement: /count\(\*\)/i.test(q.sql) ? 'count' : 'rows', ms: performance.now() - t0 });
      }
  const statementMs = (kind?: string) => ({
    rows: roundSummary(summarize(statements.filter((x) => x.statement === 'rows' && (!kind || x.kind === kind)).map((x) => x.ms))),
    count: roundSummary(summarize(statements.filter((x) => x.statement === 'count' && (!kind || x.kind === kind)).map((x) => x.ms))),
  });
  const slowestIndex = timed.reduce((best, t, i) => (t.ms > timed[best]!.ms ? i : best), 0);
  const slowestCase = cases[slowestIndex % cases.length]!;
  return {
    jobs,
    active: load.active,
    loadSeconds: load.seconds,
    searchMs: roundSummary(summarize(timed.map((t) => t.ms))),
    rawSqlMs: roundSummary(summarize(rawMs)),
    withFacetsMs: roundSummary(summarize(withFacets.map((t) => t.ms))),
    byKind: byKind(timed),
    ...(statements.length ? { statementMs: { all: statementMs(), ...Object.fromEntries([...new Set(cases.map((c) => c.kind))].map((k) => [k, statementMs(k)])) } } : {}),
    slowest: {
      kind: slowestCase.kind,
      params: slowestCase.params,
      ms: round(timed[slowestIndex]!.ms),
      plans: await Promise.all(captured[slowestIndex % cases.length]!.map(explain)),
    },
  };
}

function figuresFor(engine: Engine, run: EngineRun): Figure[] {
  const k = `${Math.round(run.jobs / 1000)}k jobs`;
  const raw = (s: keyof Summary) => ({ label: `same SQL, raw driver, ${s}`, value: run.rawSqlMs[s], unit: 'ms' });
  return [
    figure({ bench: 'search', engine, metric: `searchJobs p50, ${k}`, value: run.searchMs.p50, unit: 'ms', baseline: raw('p50') }),
    figure({
      bench: 'search',
      engine,
      metric: `searchJobs p95, ${k}`,
      value: run.searchMs.p95,
      unit: 'ms',
      baseline: raw('p95'),
      ...(run.jobs >= 100_000 ? { budget: { op: '<=', value: MIX_BUDGET_MS, on: 'value' } as const } : {}),
    }),
    figure({
      bench: 'search',
      engine,
      metric: `searchJobs p95 with facet counts, ${k}`,
      value: run.withFacetsMs.p95,
      unit: 'ms',
      baseline: { label: 'without facets, same run', value: run.searchMs.p95, unit: 'ms' },
      budget: { op: '<=', value: FACETS_RATIO, on: 'ratio' },
    }),
    // the budget names this kind of query; the mix above is what the job board sends
    ...Object.entries(run.byKind).map(([kind, s]) =>
      figure({
        bench: 'search',
        engine,
        metric: `  p95 ${kind} (${s.ms.n})`,
        value: s.ms.p95,
        unit: 'ms',
        ...(kind === 'keywords+radius+filters' && run.jobs >= 100_000 ? { budget: { op: '<=', value: BUDGET_MS, on: 'value' } as const } : {}),
      }),
    ),
  ];
}

const explainText = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(Object.values(r)[0])).join('\n');

export async function runSearch(options: BenchOptions): Promise<BenchResult> {
  const jobs = options.quick ? 20_000 : 100_000;
  const cases = searchCases(seededRandom(99), options.quick ? 100 : 200);
  // PGlite is several times slower per query: half the mix keeps the run within minutes
  const pgliteCases = cases.slice(0, options.quick ? 50 : 100);
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { queries: cases.length, passes: PASSES, chunk: 0, getCount: true, kinds: byKindCount(cases) };

  if (options.engines.includes('postgresql')) {
    const run = await withBenchDatabase('search', async (url) => {
      const engine = await openPostgres(url);
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      // the database is dropped with FORCE afterwards: an idle connection ended then is expected
      pool.on('error', () => undefined);
      const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all(clients.map((c) => c.connect()));
      const loggers: Kysely<Database>[] = [];
      try {
        return await onEngine(
          engine,
          jobs,
          cases,
          (log) => {
            const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => log(event.query) });
            loggers.push(db);
            return db;
          },
          // searchJobs reads the chunk's ids part after part, then the rows and the total side by
          // side on two connections: so does the replay
          async (queries) => {
            const last = queries.length >= 2 && queries.slice(-2).some((q) => /count\(\*\)/i.test(q.sql)) ? 2 : 1;
            for (const q of queries.slice(0, -last)) await clients[0]!.query(q.sql, [...q.parameters]);
            await Promise.all(queries.slice(-last).map((q, i) => clients[i]!.query(q.sql, [...q.parameters])));
          },
          async (q) => explainText((await clients[0]!.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, [...q.parameters])).rows),
        );
      } finally {
        await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
        await Promise.all(loggers.map((db) => db.destroy()));
        if (!loggers.length) await pool.end().catch(() => undefined);
        await engine.close();
      }
    });
    figures.push(...figuresFor('postgresql', run));
    details.postgresql = run;
  }
  if (options.engines.includes('pglite')) {
    const pglite = await PGlite.create();
    const engine = await openPGlite(undefined, pglite);
    try {
      const run = await onEngine(
        engine,
        jobs,
        pgliteCases,
        // not destroyed: destroying a PGlite dialect closes the database it shares with the engine
        (log) => new Kysely<Database>({ dialect: new ConcurrentPGliteDialect({ pglite }), log: (event) => log(event.query) }),
        async (queries) => {
          for (const q of queries) await pglite.query(q.sql, [...q.parameters]);
        },
        async (q) => explainText((await pglite.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, [...q.parameters])).rows),
      );
      figures.push(...figuresFor('pglite', run));
      details.pglite = run;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}

function byKindCount(cases: readonly SearchCase[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of cases) counts[c.kind] = (counts[c.kind] ?? 0) + 1;
  return counts;
}
