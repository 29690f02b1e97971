import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../contracts/database';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { searchJobs } from '../../../query/marketplace/jobs/search-jobs';
import { openPostgres } from '../../db/database';
import { loadJobs, NOW } from './search';
import { dropLiveDatabases, withBenchDatabase } from './support/postgres';
import { progress } from './support/report';
import { roundSummary, seededRandom, summarize } from './support/stats';
import { searchCases } from './support/workload';

// npx tsx ops/tools/bench/prototype-search.ts
// Evidence for proposed fixes, not product code: the search benchmark's 100k jobs and 200 queries,
// timed as searchJobs runs today, without the exact total (getCount false), and again after adding
// an index that matches the result order, so broad searches can stop after the first chunk.

try {
  await withBenchDatabase('proto_search', async (url) => {
    const engine = await openPostgres(url);
    try {
      await jobProjection.createTables(engine.db);
      progress('loading 100000 jobs');
      await loadJobs(engine.db, 100_000);
      const cases = searchCases(seededRandom(99), 200);
      const run = async (label: string, getCount: boolean) => {
        for (const c of cases.slice(0, 50)) await searchJobs(engine.db, c.params, 0, getCount, NOW);
        const byKind = new Map<string, number[]>();
        const all: number[] = [];
        for (const c of cases) {
          const t0 = performance.now();
          await searchJobs(engine.db, c.params, 0, getCount, NOW);
          const ms = performance.now() - t0;
          all.push(ms);
          byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), ms]);
        }
        const kinds = [...byKind].map(([kind, ms]) => `${kind} ${roundSummary(summarize(ms)).p95}`).join(', ');
        const s = roundSummary(summarize(all));
        console.log(`${label.padEnd(58)} p50 ${s.p50} ms, p95 ${s.p95} ms  (p95 by kind: ${kinds})`);
      };
      progress('timing');
      await run('as today (chunk of 600, exact total)', true);
      await run('without the exact total (getCount false)', false);
      await sql`CREATE INDEX job_listing_order_idx ON job (status, promoted DESC, created_at DESC, id)`.execute(engine.db);
      await sql`ANALYZE job`.execute(engine.db);
      await run('+ index (status, promoted desc, created_at desc, id)', true);
      await run('+ that index, without the exact total', false);

      // The page statement alone, replayed through pg with the chunk made smaller and/or without
      // ranking by ts_rank (which must be computed for every match before the top rows are known).
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      const captured: { kind: string; query: CompiledQuery }[] = [];
      let kind = '';
      const logging = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (e) => {
          if (!/count\(\*\)/i.test(e.query.sql)) captured.push({ kind, query: e.query });
        },
      });
      for (const c of cases) {
        kind = c.kind;
        await searchJobs(logging, c.params, 0, false, NOW);
      }
      const variant = async (label: string, limit: number | null, rank: boolean) => {
        const byKind = new Map<string, number[]>();
        const all: number[] = [];
        for (const { kind: k, query } of captured) {
          const parameters = [...query.parameters];
          // kysely puts "limit $n offset $m" last
          const limitParam = Number(/limit \$(\d+) offset \$\d+$/.exec(query.sql)?.[1]);
          if (limit !== null) parameters[limitParam - 1] = limit;
          // an unused parameter still needs a type: keep it in a constant sort key
          const text = rank ? query.sql : query.sql.replace(/ts_rank\(search, to_tsquery\('simple', \$(\d+)\)\) desc/, (_m, n: string) => `length($${n}::text) desc`);
          const t0 = performance.now();
          await pool.query(text, parameters);
          const ms = performance.now() - t0;
          all.push(ms);
          byKind.set(k, [...(byKind.get(k) ?? []), ms]);
        }
        const kinds = [...byKind].map(([k, ms]) => `${k} ${roundSummary(summarize(ms)).p95}`).join(', ');
        const sum = roundSummary(summarize(all));
        console.log(`${label.padEnd(58)} p50 ${sum.p50} ms, p95 ${sum.p95} ms  (p95 by kind: ${kinds})`);
      };
      console.log('\npage statement only, raw pg, with the index above:');
      await variant('600 rows, ranked (as today)', null, true);
      await variant('50 rows, ranked', 50, true);
      await variant('600 rows, not ranked', null, false);
      await variant('50 rows, not ranked', 50, false);
      await pool.end();
    } finally {
      await engine.close();
    }
  });
} finally {
  await dropLiveDatabases();
}
process.exit(0);
