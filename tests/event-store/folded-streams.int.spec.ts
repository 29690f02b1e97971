import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../contracts/core/event-store';
import { eventRegistry } from '../../contracts/events';
import { applicationEvents, type ApplicationEvent } from '../../contracts/marketplace/applications/events';
import { foldOnto, loadFolded, type Folder } from '../../command/core/folded-streams';
import { handleCommand } from '../../command/core/handle-command';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { migrate } from '../../ops/db/migrations';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { createVault, withPersonalData, type PersonalDataVault } from '../../ops/event-store/personal-data';
import { migrations } from '../../ops/registry';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';

// A command on a long stream folds only what was appended since the last command on it (in any
// process), and a state that holds a person's data is never kept past their erasure.
const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

type Emails = { emails: readonly string[] };
const emails: Folder<Emails, ApplicationEvent> = {
  events: applicationEvents,
  initialState: { emails: [] },
  evolve: (state, event) => (event.type === 'OrphanApplicationSubmitted' ? { emails: [...state.emails, event.data.email] } : state),
};

// Counts the events each read returns.
function counted(store: EventStore) {
  const reads: number[] = [];
  const wrapped: EventStore = {
    ...store,
    readStream: async (id, options) => {
      const events = await store.readStream(id, options);
      reads.push(events.length);
      return events;
    },
    readStreams: async (ids, options) => {
      const read = await store.readStreams(ids, options);
      reads.push([...read.values()].reduce((n, events) => n + events.length, 0));
      return read;
    },
  };
  return { store: wrapped, reads };
}

let database: TestPostgres | null = null;
let engines: SqlEngine[] = [];
let vault: PersonalDataVault;
let otherVault: PersonalDataVault;
let store: EventStore;
let other: EventStore;

beforeAll(async () => {
  database = await createTestPostgres();
  engines = database ? [await openPostgres(database.url, 4), await openPostgres(database.url, 4)] : [await openPGlite()];
  await migrate(engines[0]!.db, migrations);
  const first = engines[0]!;
  const second = engines.at(-1)!;
  vault = createVault(first.db, { listen: first.listen });
  otherVault = createVault(second.db, { listen: second.listen });
  store = withPersonalData(await openEventStore({ engine: first }), vault, eventRegistry);
  other = withPersonalData(await openEventStore({ engine: second }), otherVault, eventRegistry);
});
afterAll(async () => {
  await store?.close();
  await other?.close();
  for (const engine of engines) await engine.close();
  await database?.drop();
});

let n = 0;
const submitted = (applicantId: string, i: number) => ({
  type: 'OrphanApplicationSubmitted',
  data: {
    applicantId,
    jobId: `job${i}`,
    recruiterId: 'rec1',
    email: `${applicantId}+${i}@example.com`,
    first_name: 'Kerensa',
    last_name: 'Polglase',
    guestId: null,
    resume: { id: `cv${i}`, name: 'cv.pdf', kind: 'pdf', size: 10 },
    appliedAt: new Date().toISOString(),
  },
  metadata: { correlationId: 'test' },
});
const newApplicant = () => {
  const applicantId = `folded${Date.now()}${n++}`;
  return { applicantId, streamId: `orphan-applicant-${applicantId}` };
};
async function appendMany(target: EventStore, streamId: string, applicantId: string, from: number, count: number) {
  for (let i = from; i < from + count; i++) await target.append(streamId, [submitted(applicantId, i)], { expectedVersion: i === 0 ? 'no_stream' : i - 1 });
}
const foldedWhole = async (target: EventStore, streamId: string) => foldOnto(streamId, { state: emails.initialState, version: -1 }, await target.readStream(streamId), emails);

describe(`folded streams kept between commands (${engineName})`, () => {
  it('reads only the events appended since the last load, and folds to the same state as a whole read', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 30);
    const { store: counting, reads } = counted(store);
    const [first] = await loadFolded(counting, [{ streamId, folder: emails }]);
    expect(first!.version).toBe(29);
    await appendMany(store, streamId, applicantId, 30, 3);
    const [second] = await loadFolded(counting, [{ streamId, folder: emails }]);
    const [third] = await loadFolded(counting, [{ streamId, folder: emails }]);
    // the embedded engine's one writer is this process: a state at the version it knows needs no read
    expect(reads).toEqual(database ? [30, 3, 0] : [30, 3]);
    expect(second).toEqual(await foldedWhole(store, streamId));
    expect(third).toEqual(second);
    expect((second!.state as Emails).emails).toHaveLength(33);
  });

  it('sees what another process appended, and appends after it', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 5);
    await loadFolded(store, [{ streamId, folder: emails }]);
    await appendMany(other, streamId, applicantId, 5, 2);
    const [loaded] = await loadFolded(store, [{ streamId, folder: emails }]);
    expect(loaded!.version).toBe(6);
    expect((loaded!.state as Emails).emails.at(-1)).toBe(`${applicantId}+6@example.com`);
    // a command decided on the kept state appends at the right version: no conflict, nothing lost
    const handled = await handleCommand(store, streamId, { ...emails, decide: () => [submitted(applicantId, 7) as ApplicationEvent] }, () => null, { correlationId: 'test' });
    expect(handled).toMatchObject({ state: { emails: expect.arrayContaining([`${applicantId}+7@example.com`]) } });
    expect(await store.readStream(streamId)).toHaveLength(8);
  });

  it('folds what a command appended onto the kept state: the next command on the embedded engine reads nothing', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 3);
    const { store: counting, reads } = counted(store);
    let next = 3;
    const decider = { ...emails, decide: () => [submitted(applicantId, next++) as ApplicationEvent] };
    for (let i = 0; i < 3; i++) await handleCommand(counting, streamId, decider, () => null, { correlationId: 'test' });
    const [loaded] = await loadFolded(counting, [{ streamId, folder: decider }]);
    // a server may have other writers: each load still reads, from after the event the last command appended
    expect(reads).toEqual(database ? [3, 0, 0, 0] : [3]);
    expect(loaded).toEqual(await foldedWhole(store, streamId));
    expect((loaded!.state as Emails).emails.at(-1)).toBe(`${applicantId}+5@example.com`);
  });

  it('commands racing on one stream each append once, in order, and the kept state ends where the log does', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 1);
    await loadFolded(store, [{ streamId, folder: emails }]);
    let next = 1;
    const decider = { ...emails, decide: () => [submitted(applicantId, next++) as ApplicationEvent] };
    const racing = [1, 2, 3, 4, 5, 6].map((i) => handleCommand(i % 2 ? store : other, streamId, decider, () => null, { correlationId: 'test' }));
    await Promise.all(racing);
    expect(await store.readStream(streamId)).toHaveLength(7);
    const [loaded] = await loadFolded(store, [{ streamId, folder: emails }]);
    expect(loaded).toEqual(await foldedWhole(store, streamId));
    expect((loaded!.state as Emails).emails).toHaveLength(7);
  });

  it('keeps a state per folder: two folders of one stream read in one round trip each get their own', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 4);
    const count: Folder<number, ApplicationEvent> = { events: applicationEvents, initialState: 0, evolve: (c) => c + 1 };
    await loadFolded(store, [{ streamId, folder: emails }]);
    const { store: counting, reads } = counted(store);
    const [a, b] = await loadFolded(counting, [
      { streamId, folder: emails },
      { streamId, folder: count },
    ]);
    // the new folder reads the stream from its start, once, for both
    expect(reads).toEqual([4]);
    expect((a!.state as Emails).emails).toHaveLength(4);
    expect(b!.state).toBe(4);
  });

  it('folds a stream whole again once its kept state holds events read more than 30 s ago, however often it was folded further', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 5);
    const { store: counting, reads } = counted(store);
    const realNow = performance.now.bind(performance);
    let ahead = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + ahead);
    try {
      await loadFolded(counting, [{ streamId, folder: emails }]);
      for (const [i, seconds] of [10, 20, 35].entries()) {
        ahead = seconds * 1000;
        await appendMany(store, streamId, applicantId, 5 + i, 1);
        await loadFolded(counting, [{ streamId, folder: emails }]);
      }
    } finally {
      clock.mockRestore();
    }
    // each load 10 s after the last kept only the new event; at 35 s the first read is too old
    expect(reads).toEqual([5, 1, 1, 8]);
  });

  it('forgets every kept state when a person is erased, here or on another node', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 3);
    const [before] = await loadFolded(store, [{ streamId, folder: emails }]);
    expect((before!.state as Emails).emails[0]).toBe(`${applicantId}+0@example.com`);
    const [onOther] = await loadFolded(other, [{ streamId, folder: emails }]);
    expect((onOther!.state as Emails).emails).toHaveLength(3);

    await vault.erase(applicantId);
    const [after] = await loadFolded(store, [{ streamId, folder: emails }]);
    expect((after!.state as Emails).emails).toEqual(['', '', '']);
    // the other node hears the erasure (its key cache and its kept states go together)
    const deadline = performance.now() + 2_000;
    let seen: readonly string[] = [];
    while (performance.now() < deadline) {
      const [again] = await loadFolded(other, [{ streamId, folder: emails }]);
      seen = (again!.state as Emails).emails;
      if (seen.every((e) => e === '')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toEqual(['', '', '']);
  });
});
