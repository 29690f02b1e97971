import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../contracts/core/event-store';
import { eventRegistry } from '../../contracts/events';
import { orphanApplicationEvents, type OrphanApplicationEvent } from '../../contracts/marketplace/orphan-applications/events';
import { foldOnto, loadFolded, type Folder } from '../../command/core/folded-streams';
import { domainError } from '../../contracts/core/errors';
import { appendDecided, handleCommand, loadStreams, withConflictRetries } from '../../command/core/handle-command';
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
const emails: Folder<Emails, OrphanApplicationEvent> = {
  events: orphanApplicationEvents,
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
    const handled = await handleCommand(store, streamId, { ...emails, decide: () => [submitted(applicantId, 7) as OrphanApplicationEvent] }, () => null, { correlationId: 'test' });
    expect(handled).toMatchObject({ state: { emails: expect.arrayContaining([`${applicantId}+7@example.com`]) } });
    expect(await store.readStream(streamId)).toHaveLength(8);
  });

  it('folds what a command appended onto the kept state: the next command on the embedded engine reads nothing', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 3);
    const { store: counting, reads } = counted(store);
    let next = 3;
    const decider = { ...emails, decide: () => [submitted(applicantId, next++) as OrphanApplicationEvent] };
    for (let i = 0; i < 3; i++) await handleCommand(counting, streamId, decider, () => null, { correlationId: 'test' });
    const [loaded] = await loadFolded(counting, [{ streamId, folder: decider }]);
    // a server may have other writers: a command still decides on its kept state unread (its append
    // checks the version); a load outside a command reads from after the event the last one appended
    expect(reads).toEqual(database ? [3, 0] : [3]);
    expect(loaded).toEqual(await foldedWhole(store, streamId));
    expect((loaded!.state as Emails).emails.at(-1)).toBe(`${applicantId}+5@example.com`);
  });

  it('commands racing on one stream each append once, in order, and the kept state ends where the log does', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 1);
    await loadFolded(store, [{ streamId, folder: emails }]);
    let next = 1;
    const decider = { ...emails, decide: () => [submitted(applicantId, next++) as OrphanApplicationEvent] };
    const racing = [1, 2, 3, 4, 5, 6].map((i) => handleCommand(i % 2 ? store : other, streamId, decider, () => null, { correlationId: 'test' }));
    await Promise.all(racing);
    expect(await store.readStream(streamId)).toHaveLength(7);
    const [loaded] = await loadFolded(store, [{ streamId, folder: emails }]);
    expect(loaded).toEqual(await foldedWhole(store, streamId));
    expect((loaded!.state as Emails).emails).toHaveLength(7);
  });

  it('a command decides on its kept state unread; when another process appended meanwhile, the append conflicts and the retry reads', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 2);
    let next = 2;
    const decider = { ...emails, decide: () => [submitted(applicantId, next++) as OrphanApplicationEvent] };
    const { store: counting, reads } = counted(store);
    await handleCommand(counting, streamId, decider, () => null, { correlationId: 'test' });
    await appendMany(other, streamId, applicantId, 3, 2);
    reads.length = 0;
    const handled = await handleCommand(counting, streamId, decider, () => null, { correlationId: 'test' });
    const log = await store.readStream(streamId);
    expect(log).toHaveLength(6);
    expect(handled).toMatchObject({ state: { emails: (await foldedWhole(store, streamId)).state.emails } });
    // PostgreSQL: the kept state is used unread, the append conflicts, the retry reads the two new
    // events. The embedded engine knows the stream moved on and reads them at once.
    expect(reads).toEqual([2]);
  });

  it('a refusal decided on a kept state that another process moved on is confirmed by a read, and decided again', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 2);
    const atLeastThree = {
      ...emails,
      decide: (_: null, state: Emails) => (state.emails.length < 3 ? domainError('ValidationFailed', 'fewer than three') : [submitted(applicantId, state.emails.length) as OrphanApplicationEvent]),
    };
    const [before] = await loadFolded(store, [{ streamId, folder: atLeastThree }]);
    expect((before!.state as Emails).emails).toHaveLength(2);
    await appendMany(other, streamId, applicantId, 2, 1);
    const handled = await handleCommand(store, streamId, atLeastThree, () => null, { correlationId: 'test' });
    expect(handled).toMatchObject({ types: ['OrphanApplicationSubmitted'] });
    expect(await store.readStream(streamId)).toHaveLength(4);
    // and a refusal on a current state stands, after the one confirming read
    const fresh = newApplicant();
    await appendMany(store, fresh.streamId, fresh.applicantId, 0, 1);
    const { store: counting, reads } = counted(store);
    await loadFolded(counting, [{ streamId: fresh.streamId, folder: atLeastThree }]);
    reads.length = 0;
    const refused = await handleCommand(counting, fresh.streamId, atLeastThree, () => null, { correlationId: 'test' });
    expect(refused).toMatchObject({ code: 'ValidationFailed' });
    expect(reads).toEqual(database ? [0] : []);
  });

  it('a decision over two kept states that appends to one checks the other in the same append', async () => {
    const a = newApplicant();
    const b = newApplicant();
    await appendMany(store, a.streamId, a.applicantId, 0, 1);
    await appendMany(store, b.streamId, b.applicantId, 0, 1);
    // appends to a only while b holds fewer than two emails
    const decideOverBoth = () =>
      withConflictRetries('both', async () => {
        const [first, second] = await loadStreams(store, { streamId: a.streamId, decider: emails }, { streamId: b.streamId, decider: emails });
        if (second.state.emails.length >= 2) return 'refused' as const;
        await appendDecided(store, [{ loaded: first, events: [submitted(a.applicantId, first.version + 1) as OrphanApplicationEvent] }, { loaded: second, events: [] }], { correlationId: 'test' });
        return 'appended' as const;
      });
    expect(await decideOverBoth()).toBe('appended');
    await appendMany(other, b.streamId, b.applicantId, 1, 1);
    // the kept state of b says one email: the append's check of b fails, the retry reads two
    expect(await decideOverBoth()).toBe('refused');
    expect(await store.readStream(a.streamId)).toHaveLength(2);
  });

  it('a state used unread is still confirmed when an erasure is heard while the other streams of the decision are read', async () => {
    const a = newApplicant();
    const b = newApplicant();
    await appendMany(store, a.streamId, a.applicantId, 0, 2);
    await appendMany(store, b.streamId, b.applicantId, 0, 1);
    // reading b, someone (not these applicants) is erased: kept states are dropped from then on
    const erasing: EventStore = {
      ...store,
      readStream: async (id, options) => {
        const events = await store.readStream(id, options);
        if (id === b.streamId) await vault.erase(`someone-${n++}`);
        return events;
      },
    };
    await loadFolded(erasing, [{ streamId: a.streamId, folder: emails }]);
    await appendMany(other, a.streamId, a.applicantId, 2, 1);
    const count: Folder<number, OrphanApplicationEvent> = { events: orphanApplicationEvents, initialState: 0, evolve: (c) => c + 1 };
    // a decision that appends nothing, on a kept (old) a and a freshly read b
    const seen = await withConflictRetries('erasure', async () => {
      const [first] = await loadStreams(erasing, { streamId: a.streamId, decider: emails }, { streamId: b.streamId, decider: count });
      return first.state.emails.length;
    });
    expect(seen).toBe(3);
  });

  it('keeps a state per folder: two folders of one stream read in one round trip each get their own', async () => {
    const { applicantId, streamId } = newApplicant();
    await appendMany(store, streamId, applicantId, 0, 4);
    const count: Folder<number, OrphanApplicationEvent> = { events: orphanApplicationEvents, initialState: 0, evolve: (c) => c + 1 };
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
