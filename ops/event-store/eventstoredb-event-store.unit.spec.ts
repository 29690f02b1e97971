import { STREAM_NAME, type PrefixesFilter } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { VersionConflictError, type ExpectedVersion } from '../../contracts/core/event-store';
import { START } from '../../contracts/core/position';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';
import { FakeEventStoreDbClient, type FakeClientOptions } from '../../tests/support/eventstoredb-fake-client';

const URL = 'kurrentdb://localhost:2113?tls=false';
const RECORDED = new Date('2026-03-04T05:06:07.891Z');

const open = (options: FakeClientOptions = {}) => {
  const client = new FakeEventStoreDbClient({ clock: () => RECORDED, ...options });
  const store = createEventStoreDbEventStore(URL, { streamPrefixes: ['job-', 'user-'], client, now: () => RECORDED });
  return { client, store };
};

const one = (type: string, data: Record<string, unknown> = {}) => [{ type, data }];

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );

describe('stream prefixes', () => {
  it('reads $all and the head through a server-side stream-name filter on the prefixes', async () => {
    const { client, store } = open();
    await store.readAll({ after: START, maxCount: 10 });
    await store.headPosition();
    expect(client.readAllCalls).toHaveLength(2);
    for (const call of client.readAllCalls) {
      const filter = call.filter as PrefixesFilter;
      expect(filter.filterOn).toBe(STREAM_NAME);
      expect(filter.prefixes).toEqual(['job-', 'user-']);
    }
  });

  it.each([true, false])('never returns other applications’ or system events (server ignores the filter: %s)', async (ignoreFilters) => {
    const { client, store } = open({ ignoreFilters });
    client.seed('other-app-1', 'Foreign');
    await store.append('job-1', one('JobPosted'));
    client.seed('$persistentSubscriptionConfig', 'PersistentConfig1');
    client.seed('$$job-1', '$metadata');
    client.seed('$et-JobPosted', 'SubscriptionCheckpoint');
    client.seed('job-1', '$>');
    await store.append('user-1', one('UserRegistered'));
    const events = await store.readAll({ after: START, maxCount: 100 });
    expect(events.map((e) => `${e.streamId}:${e.type}`)).toEqual(['job-1:JobPosted', 'user-1:UserRegistered']);
  });

  it.each([[[]], [['']], [['$']], [['job-', '$ce-job']]])('refuses to start with prefixes %j', (streamPrefixes) => {
    expect(() => createEventStoreDbEventStore(URL, { streamPrefixes, client: new FakeEventStoreDbClient() })).toThrow(/prefix/);
  });
});

describe('readStream from a version', () => {
  it('asks the server for the revisions from that version on', async () => {
    const { store } = open();
    await store.append('job-1', [...one('A'), ...one('B'), ...one('C')]);
    expect((await store.readStream('job-1', { fromVersion: 2 })).map((e) => [e.type, e.streamPosition])).toEqual([['C', 2]]);
    expect(await store.readStream('job-1', { fromVersion: 3 })).toEqual([]);
    expect((await store.readStream('job-1', { fromVersion: -1 })).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    const both = await store.readStreams(['job-1', 'user-1'], { fromVersions: new Map([['job-1', 1]]) });
    expect(both.get('job-1')!.map((e) => e.type)).toEqual(['B', 'C']);
    expect(both.get('user-1')).toEqual([]);
  });
});

describe('headPosition', () => {
  it('is the position of our newest event, not of a later foreign one', async () => {
    for (const ignoreFilters of [false, true]) {
      const { client, store } = open({ ignoreFilters });
      expect(await store.headPosition()).toBe(START);
      client.seed('other-app-1', 'Foreign');
      expect(await store.headPosition()).toBe(START);
      await store.append('job-1', one('A'));
      const last = await store.append('job-2', one('B'));
      client.seed('other-app-1', 'Foreign');
      expect(await store.headPosition()).toBe(last.position);
    }
  });
});

describe('append', () => {
  it('answers a failed append returned as success: false with a version conflict and the real revision', async () => {
    const { client, store } = open({ answerAppendFailure: true });
    await store.append('job-1', one('A'));
    const error = await rejection(store.append('job-1', one('B'), { expectedVersion: 'no_stream' }));
    expect(error).toBeInstanceOf(VersionConflictError);
    expect(error).toMatchObject({ streamId: 'job-1', expected: 'no_stream', actual: 0 });
    expect(client.log).toHaveLength(1);
  });

  const invalid: ExpectedVersion[] = [1.5, -1, Number.NaN, 2 ** 53, Infinity];
  it.each(invalid)('rejects expected version %s with a RangeError before the client', async (expectedVersion) => {
    const { client, store } = open();
    await expect(store.append('job-1', one('A'), { expectedVersion })).rejects.toThrow(RangeError);
    await expect(store.append('job-1', [], { expectedVersion })).rejects.toThrow(RangeError);
    const writes = [
      { streamId: 'job-1', events: one('A'), expectedVersion: 'any' as const },
      { streamId: 'job-2', events: one('B'), expectedVersion },
    ];
    await expect(store.appendMany(writes)).rejects.toThrow(RangeError);
    expect(client.appendCalls).toEqual([]);
    expect(client.multiAppendCalls).toEqual([]);
  });

  it('with no events checks the expectation and answers the current version at START, writing nothing', async () => {
    const { client, store } = open();
    expect(await store.append('job-1', [], { expectedVersion: 'no_stream' })).toEqual({ nextExpectedVersion: -1, position: START });
    expect(await store.append('job-1', [])).toEqual({ nextExpectedVersion: -1, position: START });
    await expect(store.append('job-1', [], { expectedVersion: 'exists' })).rejects.toMatchObject({ actual: 'no_stream' });
    await store.append('job-1', [...one('A'), ...one('B')]);
    expect(await store.append('job-1', [], { expectedVersion: 1 })).toEqual({ nextExpectedVersion: 1, position: START });
    expect(await store.append('job-1', [], { expectedVersion: 'exists' })).toEqual({ nextExpectedVersion: 1, position: START });
    await expect(store.append('job-1', [], { expectedVersion: 0 })).rejects.toBeInstanceOf(VersionConflictError);
    await expect(store.append('job-1', [], { expectedVersion: 'no_stream' })).rejects.toMatchObject({ actual: 1 });
    expect(client.appendCalls).toEqual(['job-1']);
    expect(client.log).toHaveLength(2);
  });
});

describe('recorded time', () => {
  it('keeps milliseconds the client drops from created, falling back to created for events without it', async () => {
    const { client, store } = open();
    await store.append('job-1', one('A'));
    await store.appendMany([{ streamId: 'job-2', events: one('B'), expectedVersion: 'any' }]);
    client.seed('job-3', 'Imported', {}, { correlationId: 'c' });
    expect(client.log.map((e) => e.created.getMilliseconds())).toEqual([0, 0, 0]);
    const events = await store.readAll({ after: START, maxCount: 10 });
    expect(events.map((e) => e.recordedAt.toISOString())).toEqual([RECORDED.toISOString(), RECORDED.toISOString(), '2026-03-04T05:06:07.000Z']);
    expect((await store.readStream('job-1'))[0].recordedAt).toEqual(RECORDED);
    expect(events.map((e) => e.metadata)).toEqual([{}, {}, { correlationId: 'c' }]);
  });
});

describe('appendMany', () => {
  const metadata = { correlationId: 'c-1', userId: 'u-1', attempt: 2, note: '42', flags: { urgent: true }, tags: ['a'], none: null };

  it('sends string metadata and reads the original values back', async () => {
    const { client, store } = open();
    await store.appendMany([{ streamId: 'job-1', events: [{ type: 'A', data: { n: 1 }, metadata }], expectedVersion: 'no_stream' }]);
    const sent = client.multiAppendCalls[0][0].events[0].metadata;
    expect(Object.values(sent ?? {}).every((v) => typeof v === 'string')).toBe(true);
    const [viaStream] = await store.readStream('job-1');
    const [viaAll] = await store.readAll({ after: START, maxCount: 1 });
    expect(viaStream.metadata).toEqual(metadata);
    expect(viaAll.metadata).toEqual(metadata);
    expect(viaStream.data).toEqual({ n: 1 });
  });

  it('answers versions in the order given and the position readAll reports for the last event', async () => {
    const { store } = open();
    await store.append('job-2', [...one('Old'), ...one('Old')]);
    const result = await store.appendMany([
      { streamId: 'job-1', events: [...one('A'), ...one('B')], expectedVersion: 'no_stream' },
      { streamId: 'job-2', events: one('C'), expectedVersion: 1 },
    ]);
    expect(result.nextExpectedVersions).toEqual([1, 2]);
    const events = await store.readAll({ after: START, maxCount: 100 });
    expect(events.at(-1)).toMatchObject({ streamId: 'job-2', type: 'C' });
    expect(result.position).toBe(events.at(-1)?.position);
  });

  it('checks zero-event parts without sending them, and answers their current version', async () => {
    const { client, store } = open();
    await store.append('user-1', one('Registered'));
    const result = await store.appendMany([
      { streamId: 'job-1', events: one('A'), expectedVersion: 'no_stream' },
      { streamId: 'user-1', events: [], expectedVersion: 0 },
      { streamId: 'job-9', events: [], expectedVersion: 'no_stream' },
    ]);
    expect(result.nextExpectedVersions).toEqual([0, 0, -1]);
    expect(client.multiAppendCalls[0].map((r) => r.streamName)).toEqual(['job-1']);
    const conflict = await rejection(
      store.appendMany([
        { streamId: 'job-2', events: one('B'), expectedVersion: 'any' },
        { streamId: 'user-1', events: [], expectedVersion: 'no_stream' },
      ]),
    );
    expect(conflict).toMatchObject({ streamId: 'user-1', expected: 'no_stream', actual: 0 });
    expect(await store.readStream('job-2')).toEqual([]);
  });

  it('with no events at all writes nothing and answers START', async () => {
    const { client, store } = open();
    expect(await store.appendMany([])).toEqual({ nextExpectedVersions: [], position: START });
    const idle = await store.appendMany([{ streamId: 'job-1', events: [], expectedVersion: 'any' }]);
    expect(idle).toEqual({ nextExpectedVersions: [-1], position: START });
    expect(client.multiAppendCalls).toEqual([]);
  });

  it('names the failing stream with its expectation and actual version, and writes nothing', async () => {
    const { client, store } = open();
    await store.append('job-2', one('Old'));
    const error = await rejection(
      store.appendMany([
        { streamId: 'job-1', events: one('A'), expectedVersion: 'no_stream' },
        { streamId: 'job-2', events: one('B'), expectedVersion: 5 },
      ]),
    );
    expect(error).toBeInstanceOf(VersionConflictError);
    expect(error).toMatchObject({ streamId: 'job-2', expected: 5, actual: 0 });
    expect(client.log).toHaveLength(1);
  });
});
