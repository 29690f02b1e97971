import { sql } from 'kysely';
import type { NewEvent } from '../../../contracts/core/event-store';
import { resolveRange, type Range } from '../../../contracts/backoffice/statistics/range';
import { addDays } from '../../../contracts/backoffice/statistics/weeks';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { statisticsProjection } from '../../../projections/backoffice/statistics/statistics.projection';
import { getCatData, getDashboardStats, getJhStatistics, getMainDashboard } from '../../../query/backoffice/statistics/get-statistics';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { writeHistory } from './rebuild';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { pick, round, roundSummary, seededRandom, summarize, timed } from './support/stats';
import { jobInfo, userRegisteredData } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// The dashboards' calls (getMainDashboardData, getDashboardStats, getJHStatisticsData, getCATData)
// over a log of 1,000,000 events spread over two years: each call's p95 beside a raw read of the same
// counters through the driver, in the same run. The log is made fast: synthetic streams of 100
// events each, appended by 10 writers straight to the store (no commands, no other projection), then
// the statistics projection alone is rebuilt over it.

const STREAM = 100;
const statuses = ['published', 'freezed', 'signed', 'waiting for approval', 'out of service'];
const stages = ['Linkedin Approach', 'Screening Interview', 'HR Interview', 'Technical Interview', 'Home Assignment'];
const DAYS = 730;
const LAST_DAY = '2026-11-28';

function dashboardHistory(total: number) {
  const rng = seededRandom(31);
  const start = Date.parse(`${addDays(LAST_DAY, -DAYS)}T00:00:00Z`);
  const at = (i: number) => new Date(start + Math.floor((i / total) * DAYS * 86_400_000) + Math.floor(rng() * 3_600_000)).toISOString();
  const jobs: string[] = [];
  const journeys: string[] = [];
  const events: NewEvent[] = [];
  const meta = { correlationId: 'bench-dashboards' };
  for (let i = 0; i < total; i++) {
    const when = at(i);
    const r = rng();
    const id = `d${i.toString(36)}`;
    let event: NewEvent;
    if (r < 0.1) event = { type: 'UserRegistered', data: userRegisteredData(rng, id, rng() < 0.75, when), metadata: meta };
    else if (r < 0.2 || jobs.length === 0) {
      jobs.push(id);
      event = { type: 'JobCreated', data: { jobId: id, ownerId: 'bench-owner', job: jobInfo(rng), status: 'A', createdAt: when }, metadata: meta };
    } else if (r < 0.25) event = { type: 'JobStatusChanged', data: { jobId: pick(rng, jobs), ownerId: 'bench-owner', status: rng() < 0.7 ? 'O' : 'A', changedAt: when }, metadata: meta };
    else if (r < 0.6) event = { type: 'ApplicationSubmitted', data: { jobId: pick(rng, jobs), seekerId: id, recruiterId: 'bench-owner', appliedAt: when }, metadata: meta };
    else if (r < 0.7) event = { type: 'MatchMade', data: { jobId: pick(rng, jobs), seekerId: id, recruiterId: 'bench-owner', matchedAt: when }, metadata: meta };
    else if (r < 0.75) {
      if (journeys.length < 5000 || rng() < 0.2) journeys.push(id);
      event = { type: 'JourneyStatusChanged', data: { userId: pick(rng, journeys), status: pick(rng, statuses), changedAt: when }, metadata: meta };
    } else if (r < 0.83) event = { type: 'PartSent', data: { userId: id, cycleId: id, part: 1 + (i % 4), cellId: id, sent: 40, excluded: 0, failed: 0, error: null, sentAt: when }, metadata: meta };
    else if (r < 0.93) event = { type: 'InterviewAdded', data: { userId: id, interviewId: id, position: 1, fields: { company: 'Acme', type: pick(rng, stages), interviewDate: when.slice(0, 10) }, addedAt: when }, metadata: meta };
    else if (r < 0.96) event = { type: 'TalentOfferSigned', data: { userId: id, offerId: id, jobId: id, startDate: when.slice(0, 10), job: { type: 'Full time', company: 'Acme', title: 'Engineer', titleGroup: 'Engineer', titleCategories: [], seniority: null, salary: 30000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: null, description: '' }, signedAt: when }, metadata: meta };
    else event = { type: 'PaymentSucceeded', data: { paymentId: id, userId: id, amount: 49.9, currency: rng() < 0.8 ? 'ILS' : 'USD', cardLast4: null, paidAt: when }, metadata: meta };
    events.push(event);
  }
  const tasks = [];
  for (let s = 0; s * STREAM < events.length; s++) tasks.push({ streamId: `bench-dashboards-${s}`, events: events.slice(s * STREAM, (s + 1) * STREAM) });
  return { tasks, events: events.length };
}

export async function runDashboards(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const total = Number(process.env.DASHBOARDS_EVENTS ?? (options.quick ? 100_000 : 1_000_000));
  return withBenchDatabase('dashboards', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const history = dashboardHistory(total);
      progress(`dashboards: appending ${history.events} events in ${history.tasks.length} streams`);
      const t0 = performance.now();
      await writeHistory(store, history.tasks, 10);
      const appendSeconds = (performance.now() - t0) / 1000;
      progress('dashboards: rebuilding the statistics projection');
      const t1 = performance.now();
      const [rebuilt] = await rebuildProjections(store, engine.db, [statisticsProjection]);
      const rebuildSeconds = (performance.now() - t1) / 1000;
      await sql`ANALYZE stat_counter`.execute(engine.db);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stat_counter`.execute(engine.db);

      const calls = options.quick ? 100 : 300;
      const ranges = { '12 weeks': resolveRange({}, LAST_DAY), '52 weeks': resolveRange({ from: addDays(LAST_DAY, -363), to: LAST_DAY }, LAST_DAY) };
      const work: Record<string, (r: Range) => Promise<unknown>> = {
        getMainDashboardData: (r) => getMainDashboard(engine.db, r),
        getDashboardStats: (r) => getDashboardStats(engine.db, r),
        getJHStatisticsData: (r) => getJhStatistics(engine.db, r),
        getCATData: () => getCatData(engine.db),
      };
      // the same counters by primary key, read and parsed by the driver, nothing added up
      const raw = (r: Range) =>
        engine.prepared!('bench_dashboards_counters', 'SELECT metric, week, value FROM stat_counter WHERE week >= $1 AND week <= $2', [r.weeks[0], r.weeks.at(-1)]);
      const figures: Figure[] = [];
      const details: Record<string, unknown> = { events: history.events, counterRows: rows[0]!.n, appendSeconds: round(appendSeconds), rebuildSeconds: round(rebuildSeconds), rebuildEventsPerSecond: round(rebuilt!.events / rebuildSeconds) };
      for (const [label, range] of Object.entries(ranges)) {
        for (const [name, call] of Object.entries(work)) {
          if (name === 'getCATData' && label !== '12 weeks') continue;
          for (let i = 0; i < 20; i++) await Promise.all([call(range), raw(range)]);
          progress(`dashboards: ${name} (${label}), ${calls} calls in turn with the raw read`);
          const times = { work: [] as number[], raw: [] as number[] };
          for (let i = 0; i < calls; i++) {
            times.work.push(await timed(() => call(range)));
            times.raw.push(await timed(() => raw(range)));
          }
          const [w, b] = [summarize(times.work), summarize(times.raw)];
          details[`${name} ${label}`] = { call: roundSummary(w), raw: roundSummary(b) };
          figures.push(
            figure({
              bench: 'dashboards',
              engine: 'postgresql',
              metric: `${name} p95 (${name === 'getCATData' ? 'as of now' : label}, ${history.events.toLocaleString('en-US')} events)`,
              value: round(w.p95),
              unit: 'ms',
              baseline: { label: `raw SELECT of the range's counters, p95`, value: round(b.p95), unit: 'ms' },
              budget: { op: '<=', value: 25, on: 'value' },
            }),
          );
        }
      }
      await store.close();
      return { figures, details };
    } finally {
      await engine.close();
    }
  });
}
