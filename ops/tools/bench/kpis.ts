import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { EventStore, NewEvent, RecordedEvent } from '../../../contracts/core/event-store';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { coverLettersStreamId, resumesStreamId } from '../../../contracts/coaching/documents/ids';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { interviewTrackerStreamId } from '../../../contracts/coaching/tracker/ids';
import { journeyAt } from '../../../command/coaching/kpis/journey-at';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { kpiProjection } from '../../../projections/coaching/kpis/kpi.projection';
import { documentsProjection } from '../../../projections/coaching/documents/documents.projection';
import { publicationProjection } from '../../../projections/coaching/publication/publication.projection';
import { trackerProjection } from '../../../projections/coaching/tracker/tracker.projection';
import { getKpis, getKpiSums } from '../../../query/coaching/kpis/get-kpis';
import { createApp } from '../../app';
import { createTokenService } from '../../auth/tokens';
import { getPersonalJourneyData } from '../../coaching/journey/calls/get-personal-journey-data';
import { openPostgres, type SqlEngine } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { projections } from '../../registry';
import type { CallContext } from '../../server/feature';
import { writeHistory } from './rebuild';
import { startAppProcess } from './support/app-client';
import { benchAppConfig } from './support/bench-config';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { round, roundSummary, seededRandom, summarize, timed, type Summary } from './support/stats';
import { userRegisteredData } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// The KPI budgets of issue 21 (PostgreSQL): getKpisData for a client with 200 interviews among
// 10,000 clients; a journey of 2,000 events as of a past moment; the KPI projection's rebuild rate
// beside the coaching projections' in the same run. And issue 20's getPersonalJourneyData among the
// same 10,000 journeys, in this process and over HTTP from here to the app in a process of its own.

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

const JOURNEY_STAFF = 'kc-staff';
const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

// What getPersonalJourneyData reads besides the journey, for each client: the account (made a journey
// client by staff), a CV link, a picked cover letter and a comment by the staff member, whose account
// is here too. The comments go on the journeys' streams, which exist already.
function journeyPeople(ids: readonly string[]): { streams: Task[]; comments: Task[] } {
  const rng = seededRandom(20);
  const at = new Date(Date.UTC(2026, 0, 2, 9)).toISOString();
  const byStaff = (userId: string) => ({ actor: JOURNEY_STAFF, onBehalfOf: userId, correlationId: `p-${userId}` });
  const streams: Task[] = [
    {
      streamId: userStreamId(JOURNEY_STAFF),
      events: [
        { type: 'UserRegistered', data: userRegisteredData(rng, JOURNEY_STAFF, false, at), metadata: { actor: JOURNEY_STAFF, correlationId: 'p-staff' } },
        { type: 'UserRolesSet', data: { userId: JOURNEY_STAFF, roles: { isJHAdmin: true }, setAt: at }, metadata: { actor: 'admin-bench', correlationId: 'p-staff' } },
      ],
    },
  ];
  const comments: Task[] = [];
  for (const userId of ids) {
    const letterId = `${userId}-l1`;
    streams.push(
      {
        streamId: userStreamId(userId),
        events: [
          { type: 'UserRegistered', data: userRegisteredData(rng, userId, true, at), metadata: { actor: userId, correlationId: `r-${userId}` } },
          { type: 'UserRolesSet', data: { userId, roles: { isJHUser: true, isActiveJHUser: true }, setAt: at }, metadata: byStaff(userId) },
        ],
      },
      { streamId: resumesStreamId(userId), events: [{ type: 'ResumeAdded', data: { userId, resumeId: `${userId}-r1`, title: 'CV 1', link: 'https://docs.google.com/document/d/bench/edit', addedAt: at }, metadata: byStaff(userId) }] },
      {
        streamId: coverLettersStreamId(userId),
        events: [
          { type: 'CoverLetterSaved', data: { userId, coverLetterId: letterId, title: 'Backend engineer', content: '<p>Hello recruiters</p>', link: '', savedAt: at }, metadata: byStaff(userId) },
          { type: 'CoverLetterPicked', data: { userId, coverLetterId: letterId, pickedAt: at }, metadata: byStaff(userId) },
        ],
      },
    );
    comments.push({ streamId: journeyStreamId(userId), events: [{ type: 'JourneyCommentAdded', data: { userId, commentId: `${userId}-m1`, authorId: JOURNEY_STAFF, content: '<p>Call on Sunday</p>', addedAt: at }, metadata: byStaff(userId) }] });
  }
  return { streams, comments };
}

// The rows getPersonalJourneyData answers from, each table read once by key through the driver and
// all at once, as the call reads them: the account with its journey, manager and onboarding, the
// staff list, the comments' authors, the CVs, cover letters, publication and cycles.
const journeyRows: ReadonlyArray<{ name: string; text: string; values: (userId: string) => unknown[] }> = [
  {
    name: 'bench_journey_account',
    text: `SELECT a.*, j.*, m.first_name AS manager_first_name, m.last_name AS manager_last_name, o.data_checked_at, o.cv_file_id, o.meeting_slot_id
      FROM user_account a LEFT JOIN personal_journey j ON j.user_id = a.id LEFT JOIN user_account m ON m.id = j.cs_manager LEFT JOIN onboarding o ON o.user_id = a.id WHERE a.id = $1`,
    values: (userId) => [userId],
  },
  { name: 'bench_journey_staff', text: 'SELECT id, email, first_name, last_name FROM user_account WHERE is_jh_admin OR is_cs_manager OR is_admin ORDER BY first_name, id', values: () => [] },
  { name: 'bench_journey_authors', text: 'SELECT id, email, first_name, last_name FROM user_account WHERE id = $1', values: () => [JOURNEY_STAFF] },
  { name: 'bench_journey_resumes', text: 'SELECT * FROM publish_resume WHERE user_id = $1', values: (userId) => [userId] },
  { name: 'bench_journey_letters', text: 'SELECT * FROM publish_cover_letter WHERE user_id = $1', values: (userId) => [userId] },
  { name: 'bench_journey_publication', text: 'SELECT * FROM publication WHERE user_id = $1', values: (userId) => [userId] },
  { name: 'bench_journey_cycles', text: 'SELECT * FROM publish_cycle WHERE user_id = $1', values: (userId) => [userId] },
];

const asClient = (userId: string): CallContext => ({ session: { userId, kind: 'user' }, user: null, roles: new Set(), subject: userId, subjectAccount: null, command: { actor: userId, correlationId: 'bench' } });

type JourneyReads = { inProcess: Summary; rawInProcess: Summary; http: Summary; rawHttp: Summary; answer: { cycles: number; resumes: number; comments: number } };

// getPersonalJourneyData for a client drawn at random from the 10,000, in turn with the raw read of the
// same client's rows: through the call's own function in this process (ROLE=api on the database), then
// over HTTP to the app in a process of its own, as a browser calls it.
async function journeyReads(engine: SqlEngine, store: EventStore, url: string, ids: readonly string[], calls: number): Promise<JourneyReads> {
  const people = journeyPeople(ids);
  progress(`kpis: accounts, CVs, cover letters and comments of ${ids.length} journeys; rebuilding every read model`);
  await writeHistory(store, people.streams, 10);
  for (let i = 0; i < people.comments.length; i += 50)
    await Promise.all(people.comments.slice(i, i + 50).map((task) => store.append(task.streamId, task.events, { expectedVersion: 'any' })));
  // every read model at the log's head, so the app in its own process starts live
  await rebuildProjections(store, engine.db, projections);

  const rng = seededRandom(2020);
  const anyClient = () => ids[Math.floor(rng() * ids.length)]!;
  const raw = (userId: string) => Promise.all(journeyRows.map((r) => engine.prepared!(r.name, r.text, r.values(userId))));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-journey-'));
  const app = await createApp({ config: { ...benchAppConfig(dataDir, url), role: 'api' } });
  try {
    // sessions need the write side's credential row, which registration would have written
    await sql`INSERT INTO credential (user_id, email, password_hash, updated_at) SELECT id, email, 'bench', now() FROM user_account ON CONFLICT DO NOTHING`.execute(engine.db);
    const answer = await getPersonalJourneyData(app.deps, {}, asClient(ids[0]!));
    const inProcessCall = (userId: string) => getPersonalJourneyData(app.deps, {}, asClient(userId));
    for (let i = 0; i < 50; i++) await Promise.all([inProcessCall(anyClient()), raw(anyClient())]);
    progress(`kpis: getPersonalJourneyData in this process, ${calls} calls in turn with the raw reads`);
    const inProcess = await timeInTurnFor(calls, anyClient, inProcessCall, raw);

    progress('kpis: getPersonalJourneyData over HTTP from here to the app in its own process');
    const child = await startAppProcess({ databaseUrl: url });
    try {
      const tokens = createTokenService(BENCH_SECRET);
      const tokenOf = new Map<string, string>();
      const httpCall = async (userId: string) => {
        let token = tokenOf.get(userId);
        if (!token) tokenOf.set(userId, (token = await tokens.sign({ sub: userId, purpose: 'session' }, 3600)));
        const response = await fetch(`${child.url}/api/getPersonalJourneyData`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`getPersonalJourneyData answered ${response.status}`);
      };
      // tokens signed before the clock starts: a browser holds its session already
      const sample = Array.from({ length: Math.min(ids.length, 2000) }, anyClient);
      for (const userId of sample.slice(0, 100)) await Promise.all([httpCall(userId), raw(userId)]);
      for (const userId of sample) tokenOf.set(userId, tokenOf.get(userId) ?? (await tokens.sign({ sub: userId, purpose: 'session' }, 3600)));
      let next = 0;
      const over = await timeInTurnFor(calls, () => sample[next++ % sample.length]!, httpCall, raw);
      return {
        inProcess: inProcess.work,
        rawInProcess: inProcess.baseline,
        http: over.work,
        rawHttp: over.baseline,
        answer: { cycles: answer.cycles.length, resumes: answer.resumes.length, comments: answer.personaljourney.comments.length },
      };
    } finally {
      await child.stop();
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// timeInTurn over one client drawn afresh for each pair, the same client for both.
async function timeInTurnFor(n: number, client: () => string, work: (userId: string) => Promise<unknown>, baseline: (userId: string) => Promise<unknown>) {
  const times = { work: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < n; i++) {
    const userId = client();
    times.work.push(await timed(() => work(userId)));
    times.baseline.push(await timed(() => baseline(userId)));
  }
  return { work: summarize(times.work), baseline: summarize(times.baseline) };
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
      const others = [await rate(personalJourneyProjection), await rate(documentsProjection), await rate(publicationProjection), await rate(trackerProjection)];
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
      const journey = await journeyReads(engine, store, url, history.ids, options.quick ? 300 : 1000);
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
        figure({
          bench: 'kpis',
          engine: 'postgresql',
          metric: `getPersonalJourneyData p95 (${clients} journeys, in process)`,
          value: round(journey.inProcess.p95),
          unit: 'ms',
          baseline: { label: `the same rows by key, raw driver, ${journeyRows.length} reads at once, p95`, value: round(journey.rawInProcess.p95), unit: 'ms' },
          budget: { op: '<=', value: 10, on: 'value' },
        }),
        figure({
          bench: 'kpis',
          engine: 'postgresql',
          metric: `getPersonalJourneyData p95 (${clients} journeys, HTTP from another process)`,
          value: round(journey.http.p95),
          unit: 'ms',
          baseline: { label: `the same rows by key, raw driver, ${journeyRows.length} reads at once, p95`, value: round(journey.rawHttp.p95), unit: 'ms' },
          budget: { op: '<=', value: 10, on: 'value' },
        }),
      ];
      return { figures, details: { clients, events: history.events, kpiRows: rows[0]?.n ?? 0, rebuild: [...others, kpi], reads: roundSummary(reads), asOf: roundSummary(asOf), rawAsOf: roundSummary(rawAsOf), asOfWhole: roundSummary(asOfAll), interviews: sample.interviewsBreakdownByType.reduce((s, r) => s + r.total, 0), personalJourney: { inProcess: roundSummary(journey.inProcess), rawInProcess: roundSummary(journey.rawInProcess), http: roundSummary(journey.http), rawHttp: roundSummary(journey.rawHttp), answer: journey.answer } } };
    } finally {
      await engine.close();
    }
  });
}
