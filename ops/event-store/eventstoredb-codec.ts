import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  type AppendStreamState,
  type Position as LogPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, ExpectedVersion, RecordedEvent } from '../../contracts/core/event-store';
import { encodePosition, START, type Position } from '../../contracts/core/position';

// Keys this adapter adds to the stored metadata; readers never see them.
export const RECORDED_AT_KEY = 'jobswipe.recordedAt';
export const ENCODING_KEY = 'jobswipe.metadataEncoding';
// Multi-stream append only takes string values: every value is JSON-encoded and the event marked.
const JSON_VALUES = 'json-values';

export type Revision = number | 'no_stream';

// The same rule as the PostgreSQL adapter: the client would otherwise send NaN or a rounded revision.
export const checkedExpected = (expected: ExpectedVersion): ExpectedVersion => {
  if (typeof expected === 'string') return expected;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`Expected version must be a revision ≥ 0, 'any', 'no_stream' or 'exists', got ${expected}`);
  }
  return expected;
};

export const toStreamState = (expected: ExpectedVersion): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  return BigInt(expected);
};

export const expectationHolds = (expected: ExpectedVersion, actual: Revision): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'exists') return actual !== 'no_stream';
  return actual === expected;
};

export const toRevision = (state: bigint | typeof NO_STREAM): Revision => (state === NO_STREAM ? 'no_stream' : Number(state));

export const toPosition = (position: LogPosition | undefined): Position =>
  position ? encodePosition(position.commit, position.prepare) : START;

// Multi-stream append answers the commit position of its last event as one number. Events written in
// one request are committed one by one (commit = prepare), which is what $all reads report for them.
export const fromLogPosition = (position: bigint): Position => (position >= 0n ? encodePosition(position, position) : START);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

// Events written by other tools may be binary; ours are always JSON.
export const toObject = (value: unknown): Record<string, unknown> => {
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

// The client truncates `created` to the second: the append time travels in the metadata too.
export const toStoredMetadata = (metadata: EventMetadata | undefined, recordedAt: Date): Record<string, unknown> => ({
  ...metadata,
  [RECORDED_AT_KEY]: recordedAt.toISOString(),
});

export const toStringMetadata = (metadata: EventMetadata | undefined, recordedAt: Date): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(metadata ?? {})
      // as JSON.stringify does for the PostgreSQL adapter: undefined values are left out
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, JSON.stringify(value)]),
  ),
  [ENCODING_KEY]: JSON_VALUES,
  [RECORDED_AT_KEY]: recordedAt.toISOString(),
});

const decodeValue = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const fromStoredMetadata = (stored: unknown, created: Date): { metadata: EventMetadata; recordedAt: Date } => {
  const { [RECORDED_AT_KEY]: recordedAtText, [ENCODING_KEY]: encoding, ...rest } = toObject(stored);
  const metadata = encoding === JSON_VALUES ? Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, decodeValue(v)])) : rest;
  const recordedAt = typeof recordedAtText === 'string' ? new Date(recordedAtText) : null;
  return { metadata, recordedAt: recordedAt && !Number.isNaN(recordedAt.getTime()) ? recordedAt : created };
};

export const toRecordedEvent = (event: KurrentRecordedEvent, position: Position): RecordedEvent => {
  const { metadata, recordedAt } = fromStoredMetadata(event.metadata, event.created);
  return {
    id: event.id,
    streamId: event.streamId,
    streamPosition: Number(event.revision),
    position,
    type: event.type,
    data: toObject(event.data),
    metadata,
    recordedAt,
  };
};

// Another application's streams, or the server's own ($-streams and $-types, and the few system
// event types without the $, which all live in $-streams), never reach our readers.
export const isOurStream = (streamId: string, prefixes: readonly string[]): boolean =>
  !streamId.startsWith('$') && prefixes.some((prefix) => streamId.startsWith(prefix));

export const checkedPrefixes = (prefixes: readonly string[] | undefined): string[] => {
  if (!prefixes || prefixes.length === 0) {
    throw new Error(
      'EventStoreDB needs the stream prefixes of this product (streamPrefixes): without them projections ' +
        'would read every stream on the server. Refusing to start.',
    );
  }
  for (const prefix of prefixes) {
    if (prefix === '' || prefix.startsWith('$')) {
      throw new Error(`Stream prefix ${JSON.stringify(prefix)} is not allowed: a prefix must be non-empty and must not start with $`);
    }
  }
  return [...new Set(prefixes)];
};
