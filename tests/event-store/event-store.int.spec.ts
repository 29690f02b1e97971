import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionConflictError, type EventStore, type ExpectedVersion, type RecordedEvent } from '../../contracts/core/event-store';
import { comparePositions, START, type Position } from '../../contracts/core/position';
import { openPostgres, openThreadedPGlite } from '../../ops/db/database';
import { createEventStoreDbEventStore } from '../../ops/event-store/eventstoredb-event-store';
import { openEventStore } from '../../ops/event-store/open-event-store';
import {
  createTestPostgres,
  detectContainerRuntime,
  openTestPGlite,
  startTestEventStoreDb,
  type TestEventStoreDb,
} from '../support/test-databases';

type OpenedStore = { store: EventStore; dispose: () => Promise<void> };
// Every open gives a store that sees an empty log: a fresh database on the SQL engines, and on a
// (possibly shared) EventStoreDB server a fresh stream prefix, which is all its readAll sees.
type Target = { name: string; skipReason: string | null; open: (streamPrefix: string) => Promise<OpenedStore> };

// closes in order: the store before its engine, the engine before its database
const inOrder = (...steps: Array<() => Promise<unknown>>) => async () => {
  for (const step of steps) await step();
};

const eventStoreUrl = process.env.EVENTSTORE_URL;
const runtime = eventStoreUrl ? null : await detectContainerRuntime();

// One EventStoreDB server for every store of the run, stopped with the last of them.
let eventStoreDb: Promise<TestEventStoreDb> | null = null;
let eventStoreDbUsers = 0;
const acquireEventStoreDb = (): Promise<TestEventStoreDb> => {
  eventStoreDbUsers += 1;
  eventStoreDb ??= eventStoreUrl ? Promise.resolve({ url: eventStoreUrl, stop: async () => undefined }) : startTestEventStoreDb();
  return eventStoreDb;
};
const releaseEventStoreDb = async () => {
  eventStoreDbUsers -= 1;
  if (eventStoreDbUsers > 0 || !eventStoreDb) return;
  const server = await eventStoreDb;
  eventStoreDb = null;
  await server.stop();
};

const targets: Target[] = [
  {
    name: 'PGlite',
    skipReason: null,
    open: async () => {
      const engine = await openTestPGlite();
      const store = await openEventStore({ engine });
      return { store, dispose: inOrder(() => store.close(), () => engine.close()) };
    },
  },
  {
    // the app's embedded default: the same engine on a worker thread of its own
    name: 'PGlite on a worker thread',
    skipReason: null,
    open: async () => {
      const engine = await openThreadedPGlite();
      const store = await openEventStore({ engine });
      return { store, dispose: inOrder(() => store.close(), () => engine.close()) };
    },
  },
  {
    name: 'PostgreSQL',
    skipReason: process.env.DATABASE_URL ? null : 'DATABASE_URL unset',
    open: async () => {
      const database = await createTestPostgres();
      if (!database) throw new Error('DATABASE_URL unset');
      const engine = await openPostgres(database.url);
      const store = await openEventStore({ engine });
      return { store, dispose: inOrder(() => store.close(), () => engine.close(), database.drop) };
    },
  },
  {
    name: 'EventStoreDB',
    skipReason:
      eventStoreUrl || runtime?.available
        ? null
        : `EVENTSTORE_URL unset and no container runtime (${runtime && !runtime.available ? runtime.reason : 'unknown'})`,
    open: async (streamPrefix) => {
      const server = await acquireEventStoreDb();
      const store = createEventStoreDbEventStore(server.url, { streamPrefixes: [streamPrefix] });
      // the start checks openEventStore runs: server version and read access to $all
      await store.ready().catch(async (error: unknown) => {
        await store.close();
        await releaseEventStoreDb();
        throw error;
      });
      return { store, dispose: inOrder(() => store.close(), releaseEventStoreDb) };
    },
  },
];

// Streams are unique per run: an EventStoreDB server may be shared with other runs.
const run = randomUUID().slice(0, 8);
const runPrefix = `conformance_${run}_`;
const streamId = (name: string) => `${runPrefix}${name}_${randomUUID().slice(0, 8)}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectConflict(promise: Promise<unknown>, actual: number | 'no_stream') {
  const error = await promise.then(() => new Error('expected a version conflict'), (e: unknown) => e);
  expect(error).toBeInstanceOf(VersionConflictError);
  expect(error).toMatchObject({ code: 'VersionConflict', actual });
}

for (const target of targets) {
  if (target.skipReason) console.log(`${target.name} conformance skipped: ${target.skipReason}`);
  const title = target.skipReason ? `${target.name} event store (skipped: ${target.skipReason})` : `${target.name} event store`;

  describe.skipIf(target.skipReason !== null)(title, () => {
    let opened: OpenedStore;
    let store: EventStore;

    beforeAll(async () => {
      opened = await target.open(runPrefix);
      store = opened.store;
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    const one = (type: string, data: Record<string, unknown> = {}) => [{ type, data }];
    // a position to read after, so a test sees only what it appends next
    const marker = async (): Promise<Position> => (await store.append(streamId('marker'), one('Marked'))).position;

    describe('append with expected version', () => {
      it('creates a stream with no_stream, starting at revision 0', async () => {
        const id = streamId('new');
        const result = await store.append(id, one('Created'), { expectedVersion: 'no_stream' });
        expect(result.nextExpectedVersion).toBe(0);
        expect(await store.readStream(id)).toHaveLength(1);
      });

      it('rejects no_stream when the stream exists, reporting its revision', async () => {
        const id = streamId('taken');
        await store.append(id, one('Created'));
        await expectConflict(store.append(id, one('Again'), { expectedVersion: 'no_stream' }), 0);
      });

      it('appends with exists when the stream exists', async () => {
        const id = streamId('exists');
        await store.append(id, one('Created'));
        const result = await store.append(id, [...one('A'), ...one('B')], { expectedVersion: 'exists' });
        expect(result.nextExpectedVersion).toBe(2);
      });

      it('rejects exists when the stream does not exist', async () => {
        await expectConflict(store.append(streamId('missing'), one('A'), { expectedVersion: 'exists' }), 'no_stream');
      });

      it('appends with the exact current revision', async () => {
        const id = streamId('exact');
        await store.append(id, [...one('A'), ...one('B')], { expectedVersion: 'no_stream' });
        const result = await store.append(id, one('C'), { expectedVersion: 1 });
        expect(result.nextExpectedVersion).toBe(2);
      });

      it('rejects a stale revision, reporting the actual one', async () => {
        const id = streamId('stale');
        await store.append(id, [...one('A'), ...one('B')]);
        await expectConflict(store.append(id, one('C'), { expectedVersion: 0 }), 1);
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it('rejects an exact revision on a missing stream', async () => {
        await expectConflict(store.append(streamId('ghost'), one('A'), { expectedVersion: 0 }), 'no_stream');
      });

      it('appends with any, and by default, whether or not the stream exists', async () => {
        const id = streamId('any');
        expect((await store.append(id, one('A'), { expectedVersion: 'any' })).nextExpectedVersion).toBe(0);
        expect((await store.append(id, [...one('B'), ...one('C')], { expectedVersion: 'any' })).nextExpectedVersion).toBe(2);
        expect((await store.append(id, one('D'))).nextExpectedVersion).toBe(3);
      });

      it.each<ExpectedVersion>(['no_stream', 0])(
        'lets exactly one of 50 concurrent appends expecting %s succeed',
        async (expectedVersion) => {
          const id = streamId('race');
          if (expectedVersion === 0) await store.append(id, one('Created'), { expectedVersion: 'no_stream' });
          const results = await Promise.allSettled(
            range(50).map((i) => store.append(id, one('Raced', { i }), { expectedVersion })),
          );
          const rejected = results.filter((r) => r.status === 'rejected');
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          expect(rejected.filter((r) => r.reason instanceof VersionConflictError)).toHaveLength(49);
          expect(await store.readStream(id)).toHaveLength(expectedVersion === 0 ? 2 : 1);
        },
      );
    });

    describe('readStream', () => {
      it('returns the events in revision order with data, metadata and time', async () => {
        const id = streamId('read');
        await store.append(id, [
          { type: 'A', data: { n: 1, text: 'quote " and \\ and {}' }, metadata: { correlationId: 'c-1' } },
          { type: 'B', data: { n: 2 } },
        ]);
        await store.append(id, one('C', { n: 3 }), { expectedVersion: 1 });
        const events = await store.readStream(id);
        expect(events.map((e) => [e.type, e.streamPosition, e.data.n])).toEqual([['A', 0, 1], ['B', 1, 2], ['C', 2, 3]]);
        expect(events[0]).toMatchObject({ streamId: id, data: { text: 'quote " and \\ and {}' }, metadata: { correlationId: 'c-1' } });
        expect(events[1].metadata).toEqual({});
        expect(events[0].recordedAt).toBeInstanceOf(Date);
        expect(new Set(events.map((e) => e.id)).size).toBe(3);
      });

      it('returns [] for a stream that does not exist', async () => {
        expect(await store.readStream(streamId('nothing'))).toEqual([]);
      });
    });

    describe('readStreams', () => {
      it('reads several streams at once, each in revision order, [] for one that does not exist', async () => {
        const [a, b, missing] = [streamId('many-a'), streamId('many-b'), streamId('many-none')];
        await store.append(a, [...one('A1'), ...one('A2')]);
        await store.append(b, one('B1'));
        await store.append(a, one('A3'), { expectedVersion: 1 });
        const read = await store.readStreams([a, b, missing]);
        expect([...read.keys()].sort()).toEqual([a, b, missing].sort());
        expect(read.get(a)!.map((e) => [e.type, e.streamPosition])).toEqual([['A1', 0], ['A2', 1], ['A3', 2]]);
        expect(read.get(b)!.map((e) => e.type)).toEqual(['B1']);
        expect(read.get(missing)).toEqual([]);
        expect(read.get(a)).toEqual(await store.readStream(a));
      });

      it('reads each stream from its own version on, and a stream it does not name whole', async () => {
        const [a, b, c] = [streamId('from-a'), streamId('from-b'), streamId('from-c')];
        await store.append(a, [...one('A0'), ...one('A1'), ...one('A2')]);
        await store.append(b, [...one('B0'), ...one('B1')]);
        await store.append(c, one('C0'));
        const read = await store.readStreams([a, b, c], { fromVersions: new Map([[a, 2], [b, 5]]) });
        expect(read.get(a)!.map((e) => [e.type, e.streamPosition])).toEqual([['A2', 2]]);
        expect(read.get(b)).toEqual([]);
        expect(read.get(c)!.map((e) => e.type)).toEqual(['C0']);
      });

      it('reads up to a moment: a position or a time, each inclusive, with fromVersions as well', async () => {
        const [a, b] = [streamId('upto-a'), streamId('upto-b')];
        await store.append(a, [...one('A0'), ...one('A1')]);
        await store.append(b, one('B0'));
        await store.append(a, one('A2'));
        const whole = await store.readStreams([a, b]);
        const [a0, a1, a2] = whole.get(a)!;
        const types = (read: Map<string, RecordedEvent[]>) => [...read.values()].map((events) => events.map((e) => e.type));
        expect(types(await store.readStreams([a, b], { upTo: a1!.position }))).toEqual([['A0', 'A1'], []]);
        expect(types(await store.readStreams([a, b], { upTo: a2!.position, fromVersions: new Map([[a, 1]]) }))).toEqual([['A1', 'A2'], ['B0']]);
        expect(types(await store.readStreams([a, b], { upTo: '9'.repeat(40) }))).toEqual([['A0', 'A1', 'A2'], ['B0']]);
        // a time reads as the events' times do, to the millisecond: recorded at or before it
        for (const upTo of [a0!.recordedAt, a2!.recordedAt, new Date(a0!.recordedAt.getTime() - 1)]) {
          const expected = new Map([...whole].map(([id, events]) => [id, events.filter((e) => e.recordedAt.getTime() <= upTo.getTime())]));
          expect(await store.readStreams([a, b], { upTo })).toEqual(expected);
        }
      });
    });

    describe('readStream from a version', () => {
      it('skips the events before fromVersion; past the end, or with nothing there, it is []', async () => {
        const id = streamId('from');
        await store.append(id, [...one('E0'), ...one('E1'), ...one('E2'), ...one('E3')]);
        const whole = await store.readStream(id);
        expect(await store.readStream(id, { fromVersion: 0 })).toEqual(whole);
        expect(await store.readStream(id, { fromVersion: 3 })).toEqual(whole.slice(3));
        expect((await store.readStream(id, { fromVersion: 1 })).map((e) => e.streamPosition)).toEqual([1, 2, 3]);
        expect(await store.readStream(id, { fromVersion: 4 })).toEqual([]);
        expect(await store.readStream(streamId('from-none'), { fromVersion: 2 })).toEqual([]);
      });

      it('reads a negative or fractional fromVersion as the start', async () => {
        const id = streamId('from-odd');
        await store.append(id, [...one('E0'), ...one('E1')]);
        const whole = await store.readStream(id);
        expect(await store.readStream(id, { fromVersion: -5 })).toEqual(whole);
        expect(await store.readStream(id, { fromVersion: 0.5 })).toEqual(whole);
      });
    });

    describe('readAll', () => {
      it('pages with after and maxCount, returning every event once, in order', async () => {
        const after = await marker();
        const ids = range(3).map((s) => streamId(`page${s}`));
        const appended: string[] = [];
        for (const i of range(23)) {
          const result = await store.append(ids[i % 3], one('Paged', { i }));
          appended.push(`${ids[i % 3]}#${result.nextExpectedVersion}`);
        }
        const seen: RecordedEvent[] = [];
        let position = after;
        for (;;) {
          const page = await store.readAll({ after: position, maxCount: 7 });
          expect(page.length).toBeLessThanOrEqual(7);
          if (page.length === 0) break;
          for (const event of page) {
            expect(comparePositions(event.position, position)).toBe(1);
            position = event.position;
          }
          seen.push(...page.filter((e) => ids.includes(e.streamId)));
        }
        expect(seen.map((e) => `${e.streamId}#${e.streamPosition}`)).toEqual(appended);
        expect(seen.map((e) => e.data.i)).toEqual(range(23));
      });

      it('lets a reader tailing in batches of 100 see every event of 20 concurrent writers once, in stream order', async () => {
        const writers = 20;
        const appendsEach = 25;
        const total = writers * appendsEach;
        const prefix = streamId('tail');
        const seen: RecordedEvent[] = [];
        let position = await marker();
        let writing = true;

        const reader = (async () => {
          const deadline = Date.now() + 50_000;
          while (seen.length < total && Date.now() < deadline) {
            const batch = await store.readAll({ after: position, maxCount: 100 });
            for (const event of batch) {
              expect(comparePositions(event.position, position)).toBe(1);
              position = event.position;
              if (event.streamId.startsWith(prefix)) seen.push(event);
            }
            if (batch.length === 0) await sleep(writing ? 2 : 20);
          }
        })();
        await Promise.all(
          range(writers).map(async (w) => {
            for (const i of range(appendsEach)) {
              await store.append(`${prefix}_${w}`, one('Ticked', { w, i }), { expectedVersion: i === 0 ? 'no_stream' : i - 1 });
            }
          }),
        );
        writing = false;
        await reader;

        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((e) => e.id)).size).toBe(total);
        for (const w of range(writers)) {
          const stream = seen.filter((e) => e.streamId === `${prefix}_${w}`);
          expect(stream.map((e) => e.streamPosition)).toEqual(range(appendsEach));
          expect(stream.map((e) => e.data.i)).toEqual(range(appendsEach));
        }
      });
    });

    describe('appendMany', () => {
      // events of the given streams appended after `after`, in log order
      const readSince = async (after: Position, ids: string[]) =>
        (await store.readAll({ after, maxCount: 1_000 })).filter((e) => ids.includes(e.streamId));

      it('appends to several streams at once, answering each next version and the position readAll gives the last event', async () => {
        const [first, second] = [streamId('many'), streamId('many')];
        await store.append(second, one('Old'));
        const after = await marker();
        const result = await store.appendMany([
          { streamId: first, events: [...one('A'), ...one('B')], expectedVersion: 'no_stream' },
          { streamId: second, events: one('C'), expectedVersion: 0 },
        ]);
        expect(result.nextExpectedVersions).toEqual([1, 1]);
        const events = await readSince(after, [first, second]);
        expect(events.map((e) => `${e.type}@${e.streamPosition}`)).toEqual(['A@0', 'B@1', 'C@1']);
        expect(result.position).toBe(events[events.length - 1].position);
      });

      const failing: ExpectedVersion[] = ['no_stream', 3];
      it.each(failing)('writes nothing when one part expects %s and fails, naming that stream', async (expectedVersion) => {
        const [fresh, taken] = [streamId('all_or_nothing'), streamId('all_or_nothing')];
        await store.append(taken, one('Created'));
        const error = await store
          .appendMany([
            { streamId: fresh, events: one('A'), expectedVersion: 'no_stream' },
            { streamId: taken, events: one('B'), expectedVersion },
          ])
          .then(() => new Error('expected a version conflict'), (e: unknown) => e);
        expect(error).toBeInstanceOf(VersionConflictError);
        expect(error).toMatchObject({ code: 'VersionConflict', streamId: taken, expected: expectedVersion, actual: 0 });
        expect(await store.readStream(fresh)).toEqual([]);
        expect(await store.readStream(taken)).toHaveLength(1);
      });

      it('checks the expectation of parts without events and answers their current version', async () => {
        const [written, existing, missing] = [streamId('zero'), streamId('zero'), streamId('zero')];
        await store.append(existing, [...one('A'), ...one('B')]);
        const result = await store.appendMany([
          { streamId: written, events: one('C'), expectedVersion: 'no_stream' },
          { streamId: existing, events: [], expectedVersion: 1 },
          { streamId: missing, events: [], expectedVersion: 'no_stream' },
        ]);
        expect(result.nextExpectedVersions).toEqual([0, 1, -1]);
        expect(await store.readStream(existing)).toHaveLength(2);
        expect(await store.readStream(missing)).toEqual([]);

        const other = streamId('zero');
        const error = await store
          .appendMany([
            { streamId: other, events: one('D'), expectedVersion: 'any' },
            { streamId: existing, events: [], expectedVersion: 0 },
          ])
          .then(() => new Error('expected a version conflict'), (e: unknown) => e);
        expect(error).toMatchObject({ code: 'VersionConflict', streamId: existing, actual: 1 });
        expect(await store.readStream(other)).toEqual([]);
      });

      it('with no events at all writes nothing and answers START', async () => {
        const missing = streamId('nothing_many');
        expect(await store.appendMany([])).toEqual({ nextExpectedVersions: [], position: START });
        const idle = await store.appendMany([{ streamId: missing, events: [], expectedVersion: 'any' }]);
        expect(idle).toEqual({ nextExpectedVersions: [-1], position: START });
        expect(await store.readStream(missing)).toEqual([]);
      });

      it('keeps metadata values as given', async () => {
        const id = streamId('many_meta');
        const metadata = { correlationId: 'c-9', userId: 'u-9', attempt: 2, note: '42', flags: { urgent: true } };
        await store.appendMany([{ streamId: id, events: [{ type: 'A', data: { n: 1 }, metadata }], expectedVersion: 'no_stream' }]);
        const [event] = await store.readStream(id);
        expect(event).toMatchObject({ type: 'A', data: { n: 1 }, metadata });
        expect(event.metadata).toEqual(metadata);
      });
    });

    describe('headPosition', () => {
      it('is START on an empty log', async () => {
        const prefix = `${runPrefix}empty_${randomUUID().slice(0, 8)}_`;
        const empty = await target.open(prefix);
        try {
          expect(await empty.store.headPosition()).toBe(START);
          const appended = await empty.store.append(`${prefix}first`, one('First'));
          expect(await empty.store.headPosition()).toBe(appended.position);
        } finally {
          await empty.dispose();
        }
      });

      it('is the position of the last appended event, through append and appendMany', async () => {
        const appended = await store.append(streamId('head'), one('A'));
        expect(await store.headPosition()).toBe(appended.position);
        const many = await store.appendMany([
          { streamId: streamId('head'), events: one('B'), expectedVersion: 'no_stream' },
          { streamId: streamId('head'), events: [...one('C'), ...one('D')], expectedVersion: 'no_stream' },
        ]);
        expect(await store.headPosition()).toBe(many.position);
        expect(comparePositions(many.position, appended.position)).toBe(1);
        const tail = await store.readAll({ after: appended.position, maxCount: 1_000 });
        expect(tail[tail.length - 1].position).toBe(many.position);
      });
    });

    describe('subscribe', () => {
      it('calls the listener after an append, and stops after unsubscribe', async () => {
        let calls = 0;
        const unsubscribe = store.subscribe(() => void (calls += 1));
        const id = streamId('wake');
        // the subscription is set up asynchronously: append until a wake-up arrives
        for (let attempt = 0; attempt < 40 && calls === 0; attempt++) {
          await store.append(id, one('Poked', { attempt }));
          for (let waited = 0; waited < 250 && calls === 0; waited += 10) await sleep(10);
        }
        expect(calls).toBeGreaterThan(0);

        unsubscribe();
        const before = calls;
        await store.append(id, one('Ignored'));
        await sleep(200);
        expect(calls).toBe(before);
      });
    });
  });
}
