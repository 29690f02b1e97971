import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { encode } from '../../contracts/events';
import type { JobEvent } from '../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { jobInfoSchema } from '../../contracts/marketplace/jobs/job';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { createTestPostgres, type TestPostgres } from '../../tests/support/test-databases';
import { jobUpdateDecider } from '../marketplace/jobs/decide-job';
import { evolveJobSlots, initialJobSlotsState, type JobState } from '../marketplace/jobs/job';
import { jobEvents } from '../../contracts/marketplace/jobs/events';
import { foldOnto } from './folded-streams';
import { handleCommand } from './handle-command';
import { history, historyOf } from './history';

const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let database: TestPostgres | null = null;
let engine: SqlEngine;
let store: EventStore;

beforeAll(async () => {
  database = await createTestPostgres();
  engine = database ? await openPostgres(database.url) : await openPGlite();
  store = await openEventStore({ engine });
});
afterAll(async () => {
  await store?.close();
  await engine?.close();
  await database?.drop();
});

const job = jobInfoSchema.parse({
  title: 'Backend Engineer', company: 'Acme Labs', employmentType: 'FULL_TIME', seniorityLevel: 'Mid-Level', description: 'Build APIs.',
  location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, salaryMin: 20000, salaryMax: 30000, tags: ['Node.js'], selectedTags: [],
});
const at = () => new Date().toISOString();
const pause = () => new Promise((r) => setTimeout(r, 5));

// A job created, edited twice and switched off, one append each, a few milliseconds apart (so each
// is recorded at its own moment).
async function jobStream() {
  const jobId = randomUUID();
  const ownerId = randomUUID();
  const streamId = jobStreamId(jobId);
  const events: JobEvent[] = [
    { type: 'JobCreated', data: { jobId, ownerId, job, status: 'A', createdAt: at() } },
    { type: 'JobUpdated', data: { jobId, changes: { title: 'Senior Backend Engineer' }, updatedAt: at() } },
    { type: 'JobUpdated', data: { jobId, changes: { salaryMin: 25000, salaryMax: 35000 }, updatedAt: at() } },
    { type: 'JobStatusChanged', data: { jobId, ownerId, status: 'O', changedAt: at() } },
  ];
  for (const event of events) {
    await store.append(streamId, [encode(event, { correlationId: 'test', userId: ownerId })]);
    await pause();
  }
  return { jobId, ownerId, streamId, recorded: await store.readStream(streamId) };
}

const foldedFrom = (streamId: string, recorded: readonly RecordedEvent[]) => foldOnto(streamId, { state: jobUpdateDecider.initialState, version: -1 }, recorded, jobUpdateDecider).state;
const title = (state: JobState) => (state.status === 'none' ? null : state.content.title);

describe(`history: a stream as it was (${engineName})`, () => {
  it('folds the whole stream up to now as the deciders do', async () => {
    const { streamId, recorded } = await jobStream();
    const now = await historyOf(store, streamId, jobUpdateDecider, { at: new Date() });
    expect(now.state).toEqual(foldedFrom(streamId, recorded));
    expect(now.state).toMatchObject({ status: 'O', content: { title: 'Senior Backend Engineer', salaryMin: 25000, salaryMax: 35000 } });
    expect(now.asOf).toEqual({ position: recorded[3]!.position, version: 3, recordedAt: recorded[3]!.recordedAt });
  });

  it('answers the state at a moment between two events: the fold of the events before it', async () => {
    const { streamId, recorded } = await jobStream();
    const [, first, second] = recorded;
    const between = new Date((first!.recordedAt.getTime() + second!.recordedAt.getTime()) / 2);
    const past = await historyOf(store, streamId, jobUpdateDecider, { at: between });
    expect(past.state).toEqual(foldedFrom(streamId, recorded.slice(0, 2)));
    expect(title(past.state)).toBe('Senior Backend Engineer');
    expect(past.state).toMatchObject({ status: 'A', content: { salaryMin: 20000 } });
    expect(past.asOf).toEqual({ position: first!.position, version: 1, recordedAt: first!.recordedAt });
    // a moment is inclusive: an event recorded at it is part of it
    expect((await historyOf(store, streamId, jobUpdateDecider, { at: second!.recordedAt })).asOf?.version).toBe(2);
  });

  it('answers the state at a position: up to and including the event there', async () => {
    const { streamId, recorded } = await jobStream();
    const past = await historyOf(store, streamId, jobUpdateDecider, { at: recorded[0]!.position });
    expect(past.state).toEqual(foldedFrom(streamId, recorded.slice(0, 1)));
    expect(title(past.state)).toBe('Backend Engineer');
    expect(past.asOf?.position).toBe(recorded[0]!.position);
  });

  it('answers the initial state before the first event, and for a stream that does not exist', async () => {
    const { streamId, recorded } = await jobStream();
    const before = await historyOf(store, streamId, jobUpdateDecider, { at: new Date(recorded[0]!.recordedAt.getTime() - 1) });
    expect(before).toEqual({ streamId, state: { status: 'none' }, asOf: null });
    const missing = await historyOf(store, jobStreamId(randomUUID()), jobUpdateDecider, { at: new Date() });
    expect(missing.state).toEqual({ status: 'none' });
  });

  it('folds several streams in one read, each with its own folder, to the same moment', async () => {
    const { jobId, ownerId, streamId, recorded } = await jobStream();
    const slots = jobSlotsStreamId(ownerId);
    await store.append(slots, [encode({ type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at() } }, {})]);
    const slotsFolder = { events: jobEvents, initialState: initialJobSlotsState, evolve: evolveJobSlots };
    const early = recorded[1]!.position;
    const [jobThen, slotsThen] = await history(store, [{ streamId, folder: jobUpdateDecider }, { streamId: slots, folder: slotsFolder }], { at: early });
    expect(title(jobThen.state)).toBe('Senior Backend Engineer');
    // the slot was taken after that moment
    expect(slotsThen).toEqual({ streamId: slots, state: initialJobSlotsState, asOf: null });
    const [, slotsNow] = await history(store, [{ streamId, folder: jobUpdateDecider }, { streamId: slots, folder: slotsFolder }], { at: new Date() });
    expect([...slotsNow.state.active]).toEqual([jobId]);
  });

  it('neither uses nor disturbs the states commands keep: the next command decides on the stream as it is', async () => {
    const { ownerId, streamId, recorded } = await jobStream();
    const edit = (title: string) => handleCommand(store, streamId, jobUpdateDecider, () => ({ type: 'UpdateJob' as const, actorId: ownerId, changes: { title }, now: new Date() }), { correlationId: 'test' });
    // the first command folds the stream once and keeps it
    await edit('Staff Engineer');
    const reads = [vi.spyOn(store, 'readStream'), vi.spyOn(store, 'readStreams')];
    const past = await historyOf(store, streamId, jobUpdateDecider, { at: recorded[0]!.position });
    expect(title(past.state)).toBe('Backend Engineer');
    // history read the stream itself, up to the moment
    expect(reads.map((spy) => spy.mock.calls)).toEqual([[], [[[streamId], { upTo: recorded[0]!.position }]]]);
    reads.forEach((spy) => spy.mockClear());
    const next = await edit('Principal Engineer');
    // the command decided on its kept state (no read at all), which is the latest, not the past one
    expect(reads.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    reads.forEach((spy) => spy.mockRestore());
    expect(next).toMatchObject({ events: [{ type: 'JobUpdated', data: { changes: { title: 'Principal Engineer' } } }], state: { status: 'O', content: { salaryMin: 25000 } } });
    expect(title(foldedFrom(streamId, await store.readStream(streamId)))).toBe('Principal Engineer');
  });
});
