// Test support only: an in-memory stand-in for the KurrentDB client, faithful to what the adapter
// relies on (inclusive $all reads, commit = prepare positions, typed errors, string-only metadata
// and no empty parts on multi-stream append, `created` truncated to the second).
import {
  AccessDeniedError,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  STREAM_NAME,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendResult,
  type AppendStreamRequest,
  type AppendStreamState,
  type AppendToStreamOptions,
  type EventData,
  type Filter,
  type JSONType,
  type MetadataType,
  type MultiAppendResult,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventStoreDbClient } from '../../ops/event-store/eventstoredb-checks';

export type FakeClientOptions = {
  serverVersion?: string;
  // the user may not read $all
  denyReadAll?: boolean;
  // a server (or proxy) that ignores $all filters
  ignoreFilters?: boolean;
  // throwOnAppendFailure=false: a conflict answers success: false (with batchAppend's unreliable revision)
  answerAppendFailure?: boolean;
  clock?: () => Date;
};

type Stored = {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  created: Date;
  data: JSONType;
  metadata: MetadataType | undefined;
  position: Position;
};

const SECOND = 1000;

const compare = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;

const matches = (filter: Filter | undefined, event: Stored): boolean => {
  if (!filter) return true;
  const subject = filter.filterOn === STREAM_NAME ? event.streamId : event.type;
  return 'prefixes' in filter ? filter.prefixes.some((p) => subject.startsWith(p)) : new RegExp(filter.regex).test(subject);
};

// JSON on the wire both ways, as with a real server
const roundTrip = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export class FakeEventStoreDbClient implements EventStoreDbClient {
  readonly log: Stored[] = [];
  readonly readAllCalls: ReadAllOptions[] = [];
  readonly appendCalls: string[] = [];
  readonly multiAppendCalls: AppendStreamRequest[][] = [];
  // what the real client's protected capability discovery resolves to
  readonly capabilities: Promise<{ serverVersion: string }>;
  disposed = false;
  private lastPosition = 1_000n;

  constructor(private readonly options: FakeClientOptions = {}) {
    this.capabilities = Promise.resolve({ serverVersion: options.serverVersion ?? '25.1.0' });
  }

  revisionOf(streamId: string): bigint | typeof NO_STREAM {
    const events = this.log.filter((e) => e.streamId === streamId);
    return events.length ? events[events.length - 1].revision : NO_STREAM;
  }

  // An event written by someone else (another application, the server itself).
  seed(streamId: string, type: string, data: JSONType = {}, metadata?: MetadataType): Position {
    return this.write(streamId, [{ id: crypto.randomUUID(), type, data, metadata }]);
  }

  private write(streamId: string, events: Array<{ id: string; type: string; data: JSONType; metadata: MetadataType | undefined }>): Position {
    const now = (this.options.clock ?? (() => new Date()))();
    let revision = this.revisionOf(streamId);
    for (const e of events) {
      revision = revision === NO_STREAM ? 0n : revision + 1n;
      this.lastPosition += 100n;
      this.log.push({
        streamId,
        id: e.id,
        type: e.type,
        revision,
        created: new Date(Math.floor(now.getTime() / SECOND) * SECOND),
        data: roundTrip(e.data),
        metadata: roundTrip(e.metadata),
        position: { commit: this.lastPosition, prepare: this.lastPosition },
      });
    }
    return { commit: this.lastPosition, prepare: this.lastPosition };
  }

  private holds(streamId: string, expected: AppendStreamState): boolean {
    const actual = this.revisionOf(streamId);
    if (expected === 'any') return true;
    if (expected === 'no_stream') return actual === NO_STREAM;
    if (expected === 'stream_exists') return actual !== NO_STREAM;
    return actual === expected;
  }

  private conflict(streamName: string, expected: AppendStreamState): WrongExpectedVersionError {
    return new WrongExpectedVersionError(undefined, { streamName, expected, current: this.revisionOf(streamName) });
  }

  private static jsonEvents(events: EventData[]) {
    return events.map((e) => {
      if (e.contentType !== 'application/json') throw new Error('the fake stores JSON events only');
      return { id: e.id, type: e.type, data: e.data, metadata: e.metadata };
    });
  }

  async appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<AppendResult> {
    this.appendCalls.push(streamName);
    const expected = options.streamState ?? 'any';
    if (!this.holds(streamName, expected)) {
      if (this.options.answerAppendFailure) return { success: false, nextExpectedRevision: 1n, position: undefined };
      throw this.conflict(streamName, expected);
    }
    const position = this.write(streamName, FakeEventStoreDbClient.jsonEvents(events));
    const revision = this.revisionOf(streamName);
    return { success: true, nextExpectedRevision: revision === NO_STREAM ? -1n : revision, position };
  }

  async multiStreamAppend(requests: AppendStreamRequest[]): Promise<MultiAppendResult> {
    this.multiAppendCalls.push(requests);
    for (const request of requests) {
      if (request.events.length === 0) throw new Error('Stream append request must contain at least one record');
      for (const { metadata } of request.events) {
        const values = metadata && typeof metadata === 'object' && !(metadata instanceof Uint8Array) ? Object.values(metadata) : [];
        if (values.some((v) => typeof v !== 'string')) {
          throw new Error('multiStreamAppend requires metadata to be a plain object with string keys and string values.');
        }
      }
    }
    const failed = requests.find((r) => !this.holds(r.streamName, r.expectedState));
    if (failed) throw this.conflict(failed.streamName, failed.expectedState);
    let position: Position = { commit: -1n, prepare: -1n };
    const responses = requests.map((r) => {
      position = this.write(r.streamName, FakeEventStoreDbClient.jsonEvents(r.events));
      const revision = this.revisionOf(r.streamName);
      return { streamName: r.streamName, revision: revision === NO_STREAM ? -1n : revision };
    });
    return { position: position.commit, responses };
  }

  private static resolved(e: Stored): AllStreamResolvedEvent {
    return { event: { ...e, isJson: true } };
  }

  async *readAll(options: ReadAllOptions): AsyncGenerator<AllStreamResolvedEvent> {
    this.readAllCalls.push(options);
    if (this.options.denyReadAll) throw new AccessDeniedError();
    const backwards = options.direction === BACKWARDS;
    const from = options.fromPosition ?? (backwards ? END : START);
    const filter = this.options.ignoreFilters ? undefined : options.filter;
    const ordered = backwards ? [...this.log].reverse() : [...this.log];
    let left = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    for (const e of ordered) {
      if (left <= 0) return;
      if (typeof from === 'object' && (backwards ? compare(e.position, from) > 0 : compare(e.position, from) < 0)) continue;
      if (!matches(filter, e)) continue;
      left -= 1;
      yield FakeEventStoreDbClient.resolved(e);
    }
  }

  async *readStream(streamName: string, options: ReadStreamOptions = {}): AsyncGenerator<ResolvedEvent> {
    const events = this.log.filter((e) => e.streamId === streamName);
    if (events.length === 0) throw new StreamNotFoundError(undefined, streamName);
    // a stream that exists reads from a revision past its end as nothing, as the server does
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : null;
    const ordered = options.direction === BACKWARDS ? events.reverse() : events.filter((e) => from === null || e.revision >= from);
    for (const e of ordered.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) yield FakeEventStoreDbClient.resolved(e);
  }

  subscribeToAll(): never {
    throw new Error('subscriptions are not faked');
  }

  async dispose(): Promise<void> {
    this.disposed = true;
  }
}
