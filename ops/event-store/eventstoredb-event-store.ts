import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  KurrentDBClient,
  START as FROM_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  streamNameFilter,
  type AllStreamSubscription,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  fromVersionOf,
  recordedUpTo,
  VersionConflictError,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from '../../contracts/core/event-store';
import { decodePosition, START } from '../../contracts/core/position';
import { checkEventStoreDb, userOf, type EventStoreDbClient } from './eventstoredb-checks';
import {
  checkedExpected,
  checkedPrefixes,
  expectationHolds,
  fromLogPosition,
  isOurStream,
  toPosition,
  toRecordedEvent,
  toRevision,
  toStoredMetadata,
  toStreamState,
  toStringMetadata,
  type Revision,
} from './eventstoredb-codec';

const MAX_BACKOFF_MS = 5_000;

export type EventStoreDbOptions = {
  // This product's stream name prefixes: readAll, headPosition and wake-ups see only these streams.
  streamPrefixes: readonly string[];
  // tests pass a fake; otherwise one is made from the connection string
  client?: EventStoreDbClient;
  now?: () => Date;
};

export type EventStoreDbEventStore = EventStore & {
  // Checks the server version and the user's read access to $all; openEventStore calls it.
  ready(): Promise<void>;
};

export function createEventStoreDbEventStore(connectionString: string, options: EventStoreDbOptions): EventStoreDbEventStore {
  const prefixes = checkedPrefixes(options.streamPrefixes);
  const client: EventStoreDbClient = options.client ?? KurrentDBClient.connectionString(connectionString);
  const now = options.now ?? (() => new Date());
  // server-side, so other applications' events never cross the wire
  const filter = () => streamNameFilter({ prefixes: [...prefixes] });
  const isOurs = (event: KurrentRecordedEvent) => isOurStream(event.streamId, prefixes) && !event.type.startsWith('$');
  const listeners = new Set<() => void>();
  let subscription: AllStreamSubscription | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const wake = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // one failing listener must not starve the others
      }
    }
  };

  // From END: the subscription only wakes readers, who read from their own checkpoint.
  const startSubscription = (resumed: boolean) => {
    const current = client.subscribeToAll({ fromPosition: END, filter: filter() });
    subscription = current;
    current.on('confirmation', () => {
      failures = 0;
      // events appended while the subscription was down woke nobody
      if (resumed) wake();
    });
    current.on('data', (resolved) => {
      if (resolved.event && isOurs(resolved.event)) wake();
    });
    const dropped = () => {
      if (subscription !== current) return;
      subscription = null;
      if (closed || listeners.size === 0 || retryTimer) return;
      const delay = Math.min(100 * 2 ** failures, MAX_BACKOFF_MS);
      failures += 1;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (!closed && listeners.size > 0 && !subscription) startSubscription(true);
      }, delay);
    };
    current.on('error', dropped);
    current.on('end', dropped);
    current.on('close', dropped);
  };

  const stopSubscription = async () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const current = subscription;
    subscription = null;
    await current?.unsubscribe().catch(() => undefined);
  };

  // The stream's last revision, read rather than written: for empty appends and failed appends.
  const currentRevision = async (streamId: string): Promise<Revision> => {
    try {
      for await (const resolved of client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event) return Number(resolved.event.revision);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 'no_stream';
  };

  // Nothing to write: answer as the PostgreSQL adapter does, checking the expectation only.
  const checkOnly = async (streamId: string, expected: ExpectedVersion): Promise<number> => {
    const actual = await currentRevision(streamId);
    if (!expectationHolds(expected, actual)) throw new VersionConflictError(streamId, expected, actual);
    return actual === 'no_stream' ? -1 : actual;
  };

  const toEventData = (events: NewEvent[], stringsOnly: boolean) => {
    const recordedAt = now();
    return events.map((e) =>
      jsonEvent({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: stringsOnly ? toStringMetadata(e.metadata, recordedAt) : toStoredMetadata(e.metadata, recordedAt),
      }),
    );
  };

  // The client names the stream that failed, which for a multi-stream append is the first one.
  const translated = (error: unknown, expectedOf: (streamId: string) => ExpectedVersion): unknown =>
    error instanceof WrongExpectedVersionError
      ? new VersionConflictError(error.streamName, expectedOf(error.streamName), toRevision(error.actualState))
      : error;

  return {
    engine: 'eventstoredb',

    ready: () => checkEventStoreDb(client, userOf(connectionString)),

    async append(streamId, events, options) {
      const expected = checkedExpected(options?.expectedVersion ?? 'any');
      if (events.length === 0) return { nextExpectedVersion: await checkOnly(streamId, expected), position: START };
      const result = await client
        .appendToStream(streamId, toEventData(events, false), { streamState: toStreamState(expected) })
        .catch((error: unknown) => {
          throw translated(error, () => expected);
        });
      // throwOnAppendFailure=false in the URL answers instead of throwing; its revision is not reliable
      if (!result.success) throw new VersionConflictError(streamId, expected, await currentRevision(streamId));
      return { nextExpectedVersion: Number(result.nextExpectedRevision), position: toPosition(result.position) };
    },

    // Needs KurrentDB 25.1+ (checked by ready()). The server refuses a part without events, so those
    // parts have their expectation checked by a read just before the append (see docs/eventstoredb.md).
    async appendMany(writes) {
      for (const write of writes) checkedExpected(write.expectedVersion);
      const expectedOf = (streamId: string) => writes.find((w) => w.streamId === streamId)?.expectedVersion ?? 'any';
      // in order, so a conflict names the first failing part
      const idle: Array<number | null> = [];
      for (const w of writes) idle.push(w.events.length === 0 ? await checkOnly(w.streamId, w.expectedVersion) : null);
      const parts = writes.filter((w) => w.events.length > 0);
      if (parts.length === 0) return { nextExpectedVersions: idle.map((v) => v ?? -1), position: START };
      const result = await client
        .multiStreamAppend(
          parts.map((w) => ({ streamName: w.streamId, expectedState: toStreamState(w.expectedVersion), events: toEventData(w.events, true) })),
        )
        .catch((error: unknown) => {
          throw translated(error, expectedOf);
        });
      const revisionOf = (streamId: string): number => {
        const response = result.responses.find((r) => r.streamName === streamId);
        if (!response) throw new Error(`Multi-stream append answered no revision for ${streamId}`);
        return Number(response.revision);
      };
      return {
        nextExpectedVersions: writes.map((w, i) => idle[i] ?? revisionOf(w.streamId)),
        position: fromLogPosition(result.position),
      };
    },

    // No maxCount: should the filter be ignored, the read goes on to our newest event; leaving the
    // loop cancels it.
    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, filter: filter() })) {
        if (resolved.event && isOurs(resolved.event)) return toPosition(resolved.event.position);
      }
      return START;
    },

    async readStream(streamId, options) {
      const events: RecordedEvent[] = [];
      const fromVersion = fromVersionOf(options?.fromVersion);
      try {
        for await (const resolved of client.readStream(streamId, fromVersion > 0 ? { fromRevision: BigInt(fromVersion) } : {})) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event, toPosition(resolved.event.position)));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readStreams(streamIds, options) {
      // a stream is read forward whole (recorded times need not grow along it), then cut to the moment
      const within = options?.upTo === undefined ? null : recordedUpTo(options.upTo);
      const read = await Promise.all(
        streamIds.map(async (id) => {
          const events = await this.readStream(id, { fromVersion: options?.fromVersions?.get(id) });
          return [id, within ? events.filter(within) : events] as const;
        }),
      );
      return new Map(read);
    },

    // $all reads are inclusive of fromPosition: read one more and drop what is not after `after`.
    async readAll({ after, maxCount }) {
      if (maxCount <= 0) return [];
      const { major, minor } = decodePosition(after);
      const fromPosition = after === START ? FROM_START : { commit: major, prepare: minor };
      const limit = BigInt(after);
      const events: RecordedEvent[] = [];
      const reader = client.readAll({ fromPosition, maxCount: maxCount + 1, filter: filter() });
      for await (const resolved of reader) {
        const event = resolved.event;
        // the filter already did this; kept in case a server or proxy ignores it
        if (!event || !isOurs(event)) continue;
        const position = toPosition(event.position);
        if (BigInt(position) <= limit) continue;
        events.push(toRecordedEvent(event, position));
        // leaving the loop cancels the server-side read
        if (events.length >= maxCount) break;
      }
      return events;
    },

    subscribe(listener) {
      listeners.add(listener);
      if (!subscription && !retryTimer && !closed) startSubscription(false);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) void stopSubscription();
      };
    },

    async close() {
      closed = true;
      listeners.clear();
      await stopSubscription();
      await client.dispose();
    },
  };
}
