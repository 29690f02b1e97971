import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { alertSearchKey } from '../../../contracts/marketplace/alerts/alert';
import type { AlertTable } from '../../../contracts/marketplace/alerts/tables';
import { alertProjection } from '../../../projections/marketplace/alerts/alert.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { alertMatches } from '../../../query/marketplace/alerts/alert-matches';
import { createApp } from '../../app';
import { openPostgres } from '../../db/database';
import { sendAlertMails } from '../../marketplace/alerts/alert-sender';
import { loadJobs, NOW } from './search';
import { benchAppConfig } from './support/bench-config';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, seededRandom } from './support/stats';
import { searchCases } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// The daily alert run (PostgreSQL): 10,000 alerts over 100,000 jobs mailed in ≤ 60 s, the node's
// memory flat (alerts read 500 at a time). Beside it, the same searches alone, without the mail
// (rendering, the outbox's inserts, the bookkeeping of each alert).
//
// The jobs are loaded as the search bench loads them (spread over 90 days, most active); the alerts
// are read-model rows, each a search people make (words, a town, filters), mailed to a visitor's
// approved address, every one due: none has been looked at today.

const MiB = 1024 * 1024;
const DAY = 86_400_000;

function alertRows(count: number): AlertTable[] {
  const cases = searchCases(seededRandom(77), count);
  return cases.map(({ params }, i) => {
    const { queryString, locationObj, radius, tags, employmentType, seniorityLevel } = params;
    const filters = { ...(radius ? { radius } : {}), ...(tags ? { tags } : {}), ...(employmentType ? { employmentType } : {}), ...(seniorityLevel ? { seniorityLevel } : {}) };
    const location = locationObj ? { lat: locationObj.lat, lng: locationObj.lng, text: locationObj.text } : null;
    return {
      id: `ba${i.toString(36).padStart(6, '0')}`,
      user_id: null,
      email: `alert${i}@bench.example.com`,
      histogram_type: 'jobs',
      query_string: queryString ?? '',
      location_lat: location?.lat ?? null,
      location_lng: location?.lng ?? null,
      location_name: location?.text ?? null,
      location_country: null,
      filters: JSON.stringify(filters),
      url: '/jobs',
      search_key: alertSearchKey('jobs', { ...filters, queryString, location }),
      frequency: 'daily',
      language: i % 3 === 0 ? 'he' : 'en',
      approved: true,
      created_at: new Date(NOW.getTime() - 30 * DAY),
      last_position: '1',
    } as unknown as AlertTable;
  });
}

export async function runAlerts(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const alerts = options.quick ? 2_000 : 10_000;
  const jobs = options.quick ? 20_000 : 100_000;
  return withBenchDatabase('alerts', async (url) => {
    const engine = await openPostgres(url);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-alerts-'));
    // the app's migrations (the outbox, the alerts' bookkeeping, the links' key); no projection runs
    const app = await createApp({ config: { ...benchAppConfig(dataDir, url), role: 'api' } });
    try {
      await userAccountProjection.createTables(engine.db);
      await jobProjection.createTables(engine.db);
      await alertProjection.createTables(engine.db);
      await alertProjection.createIndexes?.(engine.db);
      progress(`alerts: loading ${jobs} jobs`);
      const load = await loadJobs(engine.db, jobs);
      progress(`alerts: ${alerts} alerts`);
      const rows = alertRows(alerts);
      for (let i = 0; i < rows.length; i += 1000) await engine.db.insertInto('alert').values(rows.slice(i, i + 1000) as never).execute();
      await sql`ANALYZE alert`.execute(engine.db);
      const since = new Date(NOW.getTime() - DAY);
      const link = (id: string) => id;

      progress('alerts: the searches alone, a batch of 500 at a time');
      const searchStarted = performance.now();
      let matched = 0;
      for (let i = 0; i < alerts; i += 500) {
        const batch = await engine.db.selectFrom('alert').selectAll().orderBy('id').offset(i).limit(500).execute();
        for (const alert of batch) if ((await alertMatches(engine.db, alert, since, NOW, link)).items.length) matched++;
      }
      const searchSeconds = (performance.now() - searchStarted) / 1000;

      progress('alerts: the daily run');
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const runStarted = performance.now();
      const run = await sendAlertMails(app.deps, ['daily'], NOW);
      const runSeconds = (performance.now() - runStarted) / 1000;
      clearInterval(watch);
      const rssAfter = process.memoryUsage().rss;
      // run again the same day: every alert is done for the day, nothing is mailed twice
      const againStarted = performance.now();
      const again = await sendAlertMails(app.deps, ['daily'], new Date(NOW.getTime() + 60_000));
      const againSeconds = (performance.now() - againStarted) / 1000;
      const outbox = await engine.db.selectFrom('mail_outbox').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const grew = round((Math.max(peak, rssAfter) - rssBefore) / MiB);
      return {
        figures: [
          figure({
            bench: 'alerts',
            engine: 'postgresql',
            metric: `daily alert run, ${alerts} alerts over ${jobs} jobs`,
            value: round(runSeconds),
            unit: 's',
            baseline: { label: 'the same searches alone, no mail', value: round(searchSeconds), unit: 's' },
            budget: { op: '<=', value: 60, on: 'value' },
          }),
          figure({ bench: 'alerts', engine: 'postgresql', metric: 'daily alert run, RSS growth (peak)', value: grew, unit: 'MiB', budget: { op: '<=', value: 64, on: 'value' } }),
        ],
        details: {
          alerts,
          jobs: load,
          mailed: run.mailed,
          withMatches: matched,
          outbox: outbox.n,
          sameDayAgain: { mailed: again.mailed, seconds: round(againSeconds) },
          rss: { beforeMiB: round(rssBefore / MiB), peakMiB: round(peak / MiB), afterMiB: round(rssAfter / MiB) },
        },
      };
    } finally {
      await app.stop();
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
