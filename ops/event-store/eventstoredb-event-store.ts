import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START as FROM_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type Position as LogPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { VersionConflictError, type EventStore, type ExpectedVersion, type RecordedEvent } from '../../contracts/core/event-store';
import { decodePosition, encodePosition, START, type Position } from '../../contracts/core/position';

const MAX_BACKOFF_MS = 5_000;

const toStreamState = (expected: ExpectedVersion): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  return BigInt(expected);
};

const toPosition = (position: LogPosition | undefined): Position =>
  position ? encodePosition(position.commit, position.prepare) : START;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

// Events written by other tools may be binary; ours are always JSON.
const toObject = (value: unknown): Record<string, unknown> => {
  if (isRecord(value)) return value;
  if (value instanceof Uint8Array) {
    try {
      const parsed: unknown = JSON.parse(Buffer.from(value).toString('utf8'));
      if (isRecord(parsed)) return parsed;
    } catch {
      // not JSON: fall through
    }
  }
  return {};
};

const toRecordedEvent = (event: KurrentRecordedEvent, position: Position): RecordedEvent => ({
  id: event.id,
  streamId: event.streamId,
  streamPosition: Number(event.revision),
  position,
  type: event.type,
  data: toObject(event.data),
  metadata: toObject(event.metadata),
  recordedAt: event.created,
});

export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
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
    const current = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription = current;
    current.on('confirmation', () => {
      failures = 0;
      // events appended while the subscription was down woke nobody
      if (resumed) wake();
    });
    current.on('data', (resolved) => {
      if (resolved.event && !resolved.event.type.startsWith('$')) wake();
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

  return {
    engine: 'eventstoredb',

    async append(streamId, events, options) {
      const expected = options?.expectedVersion ?? 'any';
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) => jsonEvent({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata ?? {} })),
          { streamState: toStreamState(expected) },
        );
        return { nextExpectedVersion: Number(result.nextExpectedRevision), position: toPosition(result.position) };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
          throw new VersionConflictError(streamId, expected, actual);
        }
        throw error;
      }
    },

    // Needs KurrentDB 25.1+ (multi-stream append); metadata travels as string properties there.
    async appendMany(writes) {
      try {
        const result = await client.multiStreamAppend(
          writes.map((w) => ({
            streamName: w.streamId,
            expectedState: toStreamState(w.expectedVersion),
            events: w.events.map((e) =>
              jsonEvent({
                id: randomUUID(),
                type: e.type,
                data: e.data,
                metadata: Object.fromEntries(Object.entries(e.metadata ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
              }),
            ),
          })),
        );
        return {
          nextExpectedVersions: writes.map((w) => Number(result.responses.find((r) => r.streamName === w.streamId)?.revision ?? -1)),
          position: encodePosition(result.position, result.position),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const streamId = error.streamName;
          const expected = writes.find((w) => w.streamId === streamId)?.expectedVersion ?? 'any';
          throw new VersionConflictError(streamId, expected, error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState));
        }
        throw error;
      }
    },

    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: excludeSystemEvents() })) {
        if (resolved.event) return toPosition(resolved.event.position);
      }
      return START;
    },

    async readStream(streamId) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId)) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event, toPosition(resolved.event.position)));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    // $all reads are inclusive of fromPosition: read one more and drop what is not after `after`.
    async readAll({ after, maxCount }) {
      if (maxCount <= 0) return [];
      const { major, minor } = decodePosition(after);
      const fromPosition = after === START ? FROM_START : { commit: major, prepare: minor };
      const limit = BigInt(after);
      const events: RecordedEvent[] = [];
      const reader = client.readAll({ fromPosition, maxCount: maxCount + 1, filter: excludeSystemEvents() });
      for await (const resolved of reader) {
        const event = resolved.event;
        if (!event || event.type.startsWith('$')) continue;
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
