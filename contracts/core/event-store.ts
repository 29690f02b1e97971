import type { Position } from './position';

// Stream revisions count from 0, as in EventStoreDB: a stream with one event is at revision 0.
export type ExpectedVersion = 'any' | 'no_stream' | 'exists' | number;

export type EventMetadata = {
  correlationId?: string;
  // who appended it (events written before actor was named carry it as userId)
  actor?: string;
  // the person a staff member acted for
  onBehalfOf?: string;
  [key: string]: unknown;
};

// Who acted, on events old and new.
export const actorOf = (metadata: EventMetadata): string | null => {
  const actor = metadata.actor ?? metadata.userId;
  return typeof actor === 'string' && actor ? actor : null;
};

export type NewEvent = {
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
};

export type RecordedEvent<T extends string = string, D = Record<string, unknown>> = {
  id: string;
  streamId: string;
  streamPosition: number;
  position: Position;
  type: T;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
};

export type AppendResult = {
  nextExpectedVersion: number;
  // position of the last appended event
  position: Position;
};

// One stream's part of an atomic multi-stream append.
export type StreamWrite = { streamId: string; events: NewEvent[]; expectedVersion: ExpectedVersion };

export type AppendManyResult = {
  // per write, in the order given
  nextExpectedVersions: number[];
  // position of the last appended event of the whole append
  position: Position;
};

export type ReadAllOptions = {
  // exclusive; START reads from the beginning
  after: Position;
  maxCount: number;
};

export interface EventStore {
  readonly engine: 'postgresql' | 'pglite' | 'eventstoredb';
  append(streamId: string, events: NewEvent[], options?: { expectedVersion?: ExpectedVersion }): Promise<AppendResult>;
  // All writes or none: when any stream's expected version does not hold, nothing is written and a
  // VersionConflictError names the first stream that failed. Decisions that span two streams (a job
  // and its owner's active-job quota) use it so no interleaving can leave them disagreeing.
  appendMany(writes: StreamWrite[]): Promise<AppendManyResult>;
  // [] when the stream does not exist. fromVersion (0 by default) skips the events before it: a
  // caller that holds a stream folded up to some version reads only what came after.
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]>;
  // Several streams at once (one round trip where the engine allows), each [] when it does not exist;
  // fromVersions as fromVersion above, per stream (a stream it does not name is read whole); upTo
  // leaves out what came after a moment: a log position (events at or before it) or a time (events
  // recorded at or before it, to the millisecond), for a history that needs no later event.
  readStreams(streamIds: readonly string[], options?: { fromVersions?: ReadonlyMap<string, number>; upTo?: Position | Date }): Promise<Map<string, RecordedEvent[]>>;
  // Only committed events, in commit order: a reader never skips an event committed later at a lower position.
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  // The position of the newest committed event (START for an empty log), without reading events:
  // lag figures compare checkpoints with it.
  headPosition(): Promise<Position>;
  // The listener is called (possibly coalesced) after new events are committed; polling covers missed wake-ups.
  subscribe(listener: () => void): () => void;
  // Changes whenever events already stored may read differently from now on (a person's data was
  // erased, so their sealed fields read empty): whatever was folded from the log before it changed
  // is stale. A store without personal data never changes it.
  readonly readEpoch?: () => number;
  // Only where this process is the one writer of the log (the embedded engine): the stream's
  // version as this process last wrote or read it, which is its version now; undefined when it is
  // not known. A caller that holds the stream folded to that version has nothing to read.
  readonly knownVersion?: (streamId: string) => number | undefined;
  close(): Promise<void>;
}

// Whether an event is within readStreams' upTo: at or before a log position, or recorded at or
// before a time.
export const recordedUpTo = (upTo: Position | Date): ((event: RecordedEvent) => boolean) => {
  if (upTo instanceof Date) return (event) => event.recordedAt.getTime() <= upTo.getTime();
  const last = BigInt(upTo);
  return (event) => BigInt(event.position) <= last;
};

// A version to read from: whole and not negative.
export const fromVersionOf = (version: number | undefined): number => (version !== undefined && Number.isSafeInteger(version) && version > 0 ? version : 0);

export class VersionConflictError extends Error {
  readonly code = 'VersionConflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Version conflict on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'VersionConflictError';
  }
}

export const isVersionConflict = (error: unknown): error is VersionConflictError =>
  error instanceof VersionConflictError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'VersionConflict');
