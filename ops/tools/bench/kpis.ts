import { sql } from 'kysely';
import type { EventStore, NewEvent, RecordedEvent } from '../../../contracts/core/event-store';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { publicationStreamId } from '../../../contracts/coaching/publishing/ids';
import { interviewTrackerStreamId } from '../../../contracts/coaching/tracker/ids';
import { journeyAt } from '../../../command/coaching/kpis/journey-at';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { kpiProjection } from '../../../projections/coaching/kpis/kpi.projection';
import { publishingProjection } from '../../../projections/coaching/publishing/publishing.projection';
import { trackerProjection } from '../../../projections/coaching/tracker/tracker.projection';
import { getKpis, getKpiSums } from '../../../query/coaching/kpis/get-kpis';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { writeHistory } from './rebuild';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { round, roundSummary, seededRandom, summarize } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The KPI budgets of issue 21 (PostgreSQL): getKpisData for a client with 200 interviews among
// 10,000 clients; a journey of 2,000 events as of a past moment; the KPI projection's rebuild rate
// beside the coaching projections' in the same run.

type Task = { streamId: string; events: NewEvent[] };
const types = ['HR Interview', 'Professional Interview', 'Hiring Manager Interview', 'Technical Interview', 'Self Submitted Application'];
const statuses = ['signed', 'published', 'freezed', 'waiting for approval'];

function coachingHistory(clients: number) {
  const rng = seededRandom(21);
  const base = Date.UTC(2026, 0, 4);
  const day = (n: number, h = 9) => new Date(base + n * 86_400_000 + h * 3_600_000).toISOString();
  const tasks: Task[] = [];
  const ids: string[] = [];
  for (let c = 0; c < clients; c++) {
    const userId = `kc${c.toString(36).padStart(5, '0')}`;
    ids.push(userId);
    const meta = { actor: 'staff-bench', onBehalfOf: userId, correlationId: `b${c}` };
    const own = (r: number) => ({ actor: userId, correlationId: `c${c}-${r}` });
    const start = Math.floor(rng() * 120);
    const journey: NewEvent[] = [
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { beginServiceDate: day(start).slice(0, 10) }, updatedAt: day(start) }, metadata: meta },
      { type: 'JourneyPlanChanged', data: { userId, plan: rng() < 0.5 ? 'standard pro' : 'standard executive', changedAt: day(start) }, metadata: meta },
    ];
    for (let s = 0; s < 3; s++) journey.push({ type: 'JourneyStatusChanged', data: { userId, status: statuses[Math.floor(rng() * statuses.length)]!, changedAt: day(start + s * 9) }, metadata: meta });
    const cycles: NewEvent[] = [];
    for (let k = 1; k <= 2; k++) {
      const cycleId = `${userId}-c${k}`;
      cycles.push({ type: 'CycleOpened', data: { userId, cycleId, cycle: k, publishId: `${userId}-p`, openedAt: day(start + k * 14) }, metadata: meta });
      for (let part = 1; part <= 4; part++)
        cycles.push({ type: 'PartSent', data: { userId, cycleId, part, cellId: `${cycleId}-${part}`, sent: 40, excluded: 0, failed: 0, error: null, sentAt: day(start + k * 14 + part) }, metadata: { correlationId: `job:${cycleId}:${part}` } });
    }
    const interviews: NewEvent[] = [];
    const n = c === 0 ? 200 : 3;
    for (let i = 0; i < n; i++) {
      const type = types[Math.floor(rng() * types.length)]!;
      const fields = { company: `Company ${Math.floor(rng() * (n / 2 + 1))}`, title: 'Engineer', type, isApproach: type === 'Self Submitted Application', interviewDate: day(start + Math.floor(rng() * 80)).slice(0, 10), status: 'Interviewing' };
      interviews.push({ type: 'InterviewAdded', data: { userId, interviewId: `${userId}-i${i}`, position: 1, fields, addedAt: day(start + i % 80) }, metadata: own(i) });
    }
    tasks.push({ streamId: journeyStreamId(userId), events: journey }, { streamId: publicationStreamId(userId), events: cycles }, { streamId: interviewTrackerStreamId(userId), events: interviews });
  }
  // one journey of 2,000 events: a status, plan or data change every few hours
  const longId = 'kc-long';
  const long: NewEvent[] = Array.from({ length: 2000 }, (_, i) => ({
    type: i % 3 === 0 ? 'JourneyStatusChanged' : i % 3 === 1 ? 'JourneyPlanChanged' : 'JourneyDataUpdated',
    data: i % 3 === 0 ? { userId: longId, status: statuses[i % 4]!, changedAt: day(i / 6) } : i % 3 === 1 ? { userId: longId, plan: 'standard pro', changedAt: day(i / 6) } : { userId: longId, fields: { seniorityLevel: 'Senior' }, updatedAt: day(i / 6) },
    metadata: { actor: longId, correlationId: `l${i}` },
  }));
  tasks.push({ streamId: journeyStreamId(longId), events: long });
  return { tasks, ids, longId, events: tasks.reduce((s, t) => s + t.events.length, 0) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

async function timeEach(n: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await timed(work));
  return times;
}

// Two pieces of work call by call in turn, so that the machine's load weighs on both alike.
async function timeInTurn(n: number, work: () => Promise<unknown>, baseline: () => Promise<unknown>): Promise<{ work: number[]; baseline: number[] }> {
  const times = { work: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < n; i++) {
    times.work.push(await timed(work));
    times.baseline.push(await timed(baseline));
  }
  return times;
}

// The event in the middle of a stream: the moment asked about, and the events up to it.
async function middleOf(store: EventStore, streamId: string): Promise<RecordedEvent> {
  const events = await store.readStream(streamId);
  return events[Math.floor(events.length / 2)]!;
}

export async function runKpis(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const clients = options.quick ? 1000 : 10_000;
  return withBenchDatabase('kpis', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const history = coachingHistory(clients);
      progress(`kpis: appending ${history.events} events for ${clients} clients`);
      await writeHistory(store, history.tasks, 10);
      const rate = async (projection: typeof kpiProjection) => {
        const t0 = performance.now();
        const [result] = await rebuildProjections(store, engine.db, [projection]);
        return { projection: projection.name, handled: result!.handled, eventsPerSecond: round(result!.events / ((performance.now() - t0) / 1000)) };
      };
      progress('kpis: rebuilding the coaching projections one by one');
      const others = [await rate(personalJourneyProjection), await rate(publishingProjection), await rate(trackerProjection)];
      const kpi = await rate(kpiProjection);
      const othersRate = others.reduce((s, o) => s + o.eventsPerSecond, 0) / others.length;
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kpi_client`.execute(engine.db);

      progress('kpis: getKpisData for the client with 200 interviews');
      const now = new Date(Date.UTC(2026, 4, 1));
      const busy = history.ids[0]!;
      const reads = summarize(await timeEach(options.quick ? 100 : 300, () => getKpis(engine.db, busy, now)));
      const sample = await getKpis(engine.db, busy, now);

      progress('kpis: the 2,000-event journey as of a past moment, in turn with a raw read of the events up to it');
      const long = journeyStreamId(history.longId);
      const middle = await middleOf(store, long);
      // the same events by primary key through the driver: read and parsed, neither decoded nor folded
      const rawRead = () => engine.prepared!('bench_kpis_events_up_to', 'SELECT stream_position, type, data, metadata, recorded_at FROM event WHERE stream_id = $1 AND stream_position <= $2 ORDER BY stream_position', [long, middle.streamPosition]);
      const turns = await timeInTurn(options.quick ? 50 : 200, () => journeyAt(store, history.longId, middle.position, getKpiSums(engine.db)), rawRead);
      const [asOf, rawAsOf] = [summarize(turns.work), summarize(turns.baseline)];
      // as of a time: the whole journey (appended at once, its events share one recorded time)
      const asOfAll = summarize(await timeEach(options.quick ? 20 : 50, () => journeyAt(store, history.longId, new Date(middle.recordedAt.getTime() + 1), getKpiSums(engine.db))));
      await store.close();

      const figures: Figure[] = [
        figure({ bench: 'kpis', engine: 'postgresql', metric: `getKpisData p95 (200 interviews, ${clients} clients)`, value: round(reads.p95), unit: 'ms', budget: { op: '<=', value: 25, on: 'value' } }),
        figure({
          bench: 'kpis',
          engine: 'postgresql',
          metric: 'journey as of a moment p95 (2,000 events)',
          value: round(asOf.p95),
          unit: 'ms',
          baseline: { label: `raw SELECT of the ${middle.streamPosition + 1} events up to it, p95`, value: round(rawAsOf.p95), unit: 'ms' },
          budget: { op: '<=', value: 50, on: 'value' },
        }),
        figure({
          bench: 'kpis',
          engine: 'postgresql',
          metric: 'KPI projection rebuild',
          value: kpi.eventsPerSecond,
          unit: 'events/s',
          baseline: { label: 'coaching projections (mean)', value: round(othersRate), unit: 'events/s' },
          budget: { op: '>=', value: 0.5, on: 'ratio' },
        }),
      ];
      return { figures, details: { clients, events: history.events, kpiRows: rows[0]?.n ?? 0, rebuild: [...others, kpi], reads: roundSummary(reads), asOf: roundSummary(asOf), rawAsOf: roundSummary(rawAsOf), asOfWhole: roundSummary(asOfAll), interviews: sample.interviewsBreakdownByType.reduce((s, r) => s + r.total, 0) } };
    } finally {
      await engine.close();
    }
  });
}
