import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { resumeProjection, withSearchFields } from '../../../projections/marketplace/resumes/resume.projection';
import { searchResumes } from '../../../query/marketplace/resumes/search-resumes';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { ConcurrentPGliteDialect } from '../../db/pglite-dialect';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { pick, pickSome, round, roundSummary, seededRandom, summarize, type Summary } from './support/stats';
import { companies, profileChanges, searchCases, userRegisteredData, type SearchCase } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

const NOW = new Date(Date.UTC(2026, 5, 1));
const DAY = 86_400_000;
// keywords + radius + filters p95, the whole mix p95, and what facet counts add (ARCHITECTURE.md, budgets)
const BUDGET_MS = 25;
const MIX_BUDGET_MS = 50;
const FACETS_RATIO = 1.3;
// on the embedded engine: the search through the app's database layer against its SQL sent straight
const PGLITE_RAW_RATIO = 1.1;
const WARMUP_CASES = 50;
const employment = ['FULL_TIME', 'FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const;

// Listed seekers with one to three positions, as the resume projection would keep them.
export async function loadResumes(db: Kysely<Database>, count: number): Promise<number> {
  const rng = seededRandom(4321);
  const t0 = performance.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const id = `res${(start + k).toString(36).padStart(6, '0')}`;
      const updated = new Date(NOW.getTime() - Math.floor(rng() * 180 * DAY)).toISOString();
      const user = userRegisteredData(rng, id, true, updated) as { first_name: string; last_name: string; card_color: number };
      const profile = profileChanges(rng) as { title: string; location: string; loc_lat: number; loc_lng: number; seniorityLevel: string; tags: string[] };
      const experience = Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, i) => ({
        title: i === 0 ? profile.title : (profileChanges(rng) as { title: string }).title,
        company: pick(rng, companies),
        startMonth: 1 + Math.floor(rng() * 12),
        startYear: 2024 - i * 3,
        endYear: i === 0 ? null : 2024 - i * 3 + 2,
      }));
      const row = withSearchFields({
        id,
        first_name: user.first_name,
        last_name: user.last_name,
        title: profile.title,
        personal_info: null,
        description: null,
        location: profile.location,
        loc_lat: profile.loc_lat,
        loc_lng: profile.loc_lng,
        seniority_level: profile.seniorityLevel,
        employment_type: pick(rng, employment),
        tags: profile.tags,
        selected_tags: pickSome(rng, profile.tags, 0, 3),
        experience,
        education: [],
        social_links: {},
        avatar_id: null,
        card_color: user.card_color,
        seeker: true,
        show_resume: rng() > 0.05,
        visible: true,
        excluded: false,
        listed: false,
        promoted: rng() < 0.01 ? 1 : 0,
        facets: [],
        search_text: '',
        created_at: updated,
        updated_at: updated,
      });
      return { ...row, experience: JSON.stringify(row.experience), education: '[]', social_links: '{}', last_position: String(start + k + 1) };
    });
    await db.insertInto('resume').values(rows).execute();
  }
  await resumeProjection.createIndexes?.(db);
  await sql`VACUUM ANALYZE resume`.execute(db);
  return round((performance.now() - t0) / 1000);
}

// The job board's mix with the resume list's own date filter (updated) instead of date posted.
const resumeCases = (cases: readonly SearchCase[]): { kind: string; params: JobSearchParams }[] =>
  cases.map(({ kind, params: { datePosted, company: _company, ...rest } }) => ({ kind, params: { ...rest, ...(datePosted ? { updated: datePosted * 4 } : {}) } }));

type Timed = { kind: string; ms: number; total: number };

async function time(db: Kysely<Database>, cases: readonly { kind: string; params: JobSearchParams }[], facets: boolean): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const result = await searchResumes(db, c.params, 0, true, NOW, (id) => id, { facets });
    timed.push({ kind: c.kind, ms: performance.now() - t0, total: result.total ?? 0 });
  }
  return timed;
}

type EngineRun = {
  resumes: number;
  loadSeconds: number;
  plain: Summary;
  withFacets: Summary;
  // the statements searchResumes sent (without facets), replayed through the engine's own driver
  rawSql: Summary;
  byKind: Record<string, { plain: Summary; withFacets: Summary; meanTotal: number }>;
};

// How the replay reaches the engine: a database that logs what kysely compiles, and the raw driver.
type RawDriver = { logging(log: (query: CompiledQuery) => void): Kysely<Database>; run(query: CompiledQuery): Promise<unknown> };

async function timeRaw(cases: readonly { kind: string; params: JobSearchParams }[], raw: RawDriver): Promise<number[]> {
  let current: CompiledQuery[] = [];
  const logging = raw.logging((query) => current.push(query));
  const captured: CompiledQuery[][] = [];
  for (const c of cases) {
    current = [];
    await searchResumes(logging, c.params, 0, true, NOW, (id) => id, { facets: false });
    captured.push(current);
  }
  const ms: number[] = [];
  for (const queries of captured) {
    const t0 = performance.now();
    for (const q of queries) await raw.run(q);
    ms.push(performance.now() - t0);
  }
  return ms;
}

async function onEngine(engine: SqlEngine, count: number, cases: readonly { kind: string; params: JobSearchParams }[], raw: RawDriver): Promise<EngineRun> {
  await resumeProjection.createTables(engine.db);
  progress(`resumes: ${engine.engine}: loading ${count} resumes`);
  const loadSeconds = await loadResumes(engine.db, count);
  progress(`resumes: ${engine.engine}: ${cases.length} searches, without and with facets`);
  await time(engine.db, cases.slice(0, WARMUP_CASES), true);
  const plain = await time(engine.db, cases, false);
  const withFacets = await time(engine.db, cases, true);
  const rawSql = roundSummary(summarize(await timeRaw(cases, raw)));
  const kinds = [...new Set(cases.map((c) => c.kind))];
  const of = (timed: Timed[], kind: string) => roundSummary(summarize(timed.filter((t) => t.kind === kind).map((t) => t.ms)));
  return {
    resumes: count,
    loadSeconds,
    plain: roundSummary(summarize(plain.map((t) => t.ms))),
    withFacets: roundSummary(summarize(withFacets.map((t) => t.ms))),
    rawSql,
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const mine = withFacets.filter((t) => t.kind === kind);
        return [kind, { plain: of(plain, kind), withFacets: of(withFacets, kind), meanTotal: Math.round(mine.reduce((s, t) => s + t.total, 0) / mine.length) }];
      }),
    ),
  };
}

function figuresFor(engine: Engine, run: EngineRun): Figure[] {
  const k = `${Math.round(run.resumes / 1000)}k resumes`;
  const full = run.resumes >= 100_000;
  const target = run.byKind['keywords+radius+filters'];
  return [
    figure({
      bench: 'resumes',
      engine,
      metric: `searchResumes p95, mix, ${k}`,
      value: run.plain.p95,
      unit: 'ms',
      baseline: { label: 'same SQL, raw driver, p95', value: run.rawSql.p95, unit: 'ms' },
      ...(full && engine === 'postgresql' ? { budget: { op: '<=', value: MIX_BUDGET_MS, on: 'value' } as const } : {}),
      ...(engine === 'pglite' ? { budget: { op: '<=', value: PGLITE_RAW_RATIO, on: 'ratio' } as const } : {}),
    }),
    ...(target
      ? [
          figure({ bench: 'resumes', engine, metric: `  p95 keywords+radius+filters`, value: target.plain.p95, unit: 'ms', ...(full ? { budget: { op: '<=', value: BUDGET_MS, on: 'value' } as const } : {}) }),
          figure({
            bench: 'resumes',
            engine,
            metric: `  p95 keywords+radius+filters with facets`,
            value: target.withFacets.p95,
            unit: 'ms',
            baseline: { label: 'without facets', value: target.plain.p95, unit: 'ms' },
            budget: { op: '<=', value: FACETS_RATIO, on: 'ratio' },
          }),
        ]
      : []),
    figure({ bench: 'resumes', engine, metric: `searchResumes p95, mix with facets`, value: run.withFacets.p95, unit: 'ms', baseline: { label: 'without facets', value: run.plain.p95, unit: 'ms' } }),
    ...Object.entries(run.byKind).map(([kind, s]) => figure({ bench: 'resumes', engine, metric: `  p95 ${kind} (${s.plain.n}), facets ${s.withFacets.p95} ms`, value: s.plain.p95, unit: 'ms' })),
  ];
}

export async function runResumes(options: BenchOptions): Promise<BenchResult> {
  const count = options.quick ? 20_000 : 100_000;
  const cases = resumeCases(searchCases(seededRandom(77), options.quick ? 100 : 200));
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { queries: cases.length };
  if (options.engines.includes('postgresql')) {
    const run = await withBenchDatabase('resumes', async (url) => {
      const engine = await openPostgres(url);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      pool.on('error', () => undefined);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const loggers: Kysely<Database>[] = [];
      try {
        return await onEngine(engine, count, cases, {
          logging: (log) => {
            const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => log(event.query) });
            loggers.push(db);
            return db;
          },
          run: (q) => client.query(q.sql, [...q.parameters]),
        });
      } finally {
        await client.end().catch(() => undefined);
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
      const run = await onEngine(engine, count, cases.slice(0, 50), {
        // not destroyed: destroying a PGlite dialect closes the database it shares with the engine
        logging: (log) => new Kysely<Database>({ dialect: new ConcurrentPGliteDialect({ pglite }), log: (event) => log(event.query) }),
        run: (q) => pglite.query(q.sql, [...q.parameters]),
      });
      figures.push(...figuresFor('pglite', run));
      details.pglite = run;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}
