import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, type SqlEngine } from '../../../ops/db/database';
import { loadJobs, NOW } from '../../../ops/tools/bench/search';
import { seededRandom } from '../../../ops/tools/bench/support/stats';
import { searchCases } from '../../../ops/tools/bench/support/workload';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { ALERT_MAIL_ITEMS } from '../../../contracts/marketplace/alerts/alert';
import { alertMatches, alertSearchParams, jobMatches } from './alert-matches';
import type { AlertRow } from './get-alerts';
import { jobsPostedIn, searchTermsOf } from './posted-jobs';

// The senders match alerts against the window's jobs in memory: they must find what the search's
// own query finds, for every kind of search people make.
let engine: SqlEngine;
beforeAll(async () => {
  engine = await openPGlite();
  await jobProjection.createTables(engine.db);
  await loadJobs(engine.db, 3000);
}, 60_000);
afterAll(async () => {
  await engine?.close();
});

const alertOf = (params: ReturnType<typeof searchCases>[number]['params']): AlertRow =>
  ({
    query_string: params.queryString ?? '',
    location_lat: params.locationObj?.lat ?? null,
    location_lng: params.locationObj?.lng ?? null,
    filters: { radius: params.radius, tags: params.tags, employmentType: params.employmentType, seniorityLevel: params.seniorityLevel, company: params.company },
    histogram_type: 'jobs',
  }) as unknown as AlertRow;

describe('matching alerts against the jobs posted in a window', () => {
  it('finds the same new jobs, in the same order, as a query per alert', async () => {
    const until = NOW;
    const window = await jobsPostedIn(engine.db, new Date(until.getTime() - 10 * 86_400_000), until);
    expect(window.size).toBeGreaterThan(100);
    const cases = searchCases(seededRandom(5), 80);
    const terms = await searchTermsOf(engine.db, cases.map((c) => c.params.queryString ?? ''));
    let nonEmpty = 0;
    for (const [i, { params }] of cases.entries()) {
      const alert = alertOf(params);
      // each alert from its own start within the window
      const since = new Date(until.getTime() - (1 + (i % 9)) * 86_400_000);
      const byQuery = await alertMatches(engine.db, alert, since, until, (id) => id);
      const inMemory = jobMatches(window.match(alertSearchParams(alert), terms.get(alert.query_string) ?? null, since, ALERT_MAIL_ITEMS + 1));
      expect(inMemory, JSON.stringify(params)).toEqual(byQuery);
      if (byQuery.items.length) nonEmpty++;
    }
    // the cases reach both sides of the rules: some find jobs, some none
    expect(nonEmpty).toBeGreaterThan(10);
    expect(nonEmpty).toBeLessThan(cases.length);
  });
});
