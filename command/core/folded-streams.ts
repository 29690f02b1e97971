import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { isVersionConflict, VersionConflictError, type EventStore, type NewEvent, type RecordedEvent } from '../../contracts/core/event-store';
import type { EventDefinitions } from '../../contracts/core/events';
import { decode } from '../../contracts/events';

// A stream folded once: its state and the version to append after.
export type Loaded<S> = { streamId: string; state: S; version: number };

// What folds a stream: the event types it takes, where it starts and how one event changes it.
// evolve must be pure (a folded state is kept and folded further by later commands).
// (evolve is written as a method so that any folder can be passed where the state's type is not known)
export type Folder<S, E> = { events: EventDefinitions; initialState: S; evolve(state: S, event: E): S };
export type AnyFolder = Folder<unknown, never>;

// Folded states are kept in memory per process, so a command on a long stream reads and folds only
// the events appended since the last command on it (in any process: the store is still read, from
// the kept version on). Nothing is stored: a restart folds each stream once again. Where the store
// knows a stream's version (the embedded engine, whose one writer is this process) and a kept state
// is at it, the stream is not read at all; what a command appends is folded onto its kept state.
//
// Within a decision attempt (see decideOnKept), a kept state is used without any read at all, on
// every engine: the append checks its version (the decision is retried after a fresh read if
// another process wrote meanwhile), and a decision that appends nothing to it confirms it with one
// read at its end.
//
// Kept states hold decrypted personal data. When the store's read epoch moves (an erasure heard),
// every kept state is dropped; the age bound is the same as the personal-data key cache's, for an
// erasure notice that never arrives.
const MAX_STREAMS = 5_000;
const MAX_AGE_MS = 30_000;

// since: when the oldest event in the state was read (a state folded further keeps its first read's age)
type Kept = { state: unknown; version: number; since: number };

const keptByStore = new WeakMap<EventStore, { streams: LRUCache<string, Kept>; epoch: number }>();
const folderIds = new WeakMap<object, number>();
let nextFolderId = 0;

const folderId = (folder: object): number => {
  let id = folderIds.get(folder);
  if (id === undefined) folderIds.set(folder, (id = nextFolderId++));
  return id;
};

function keptOf(store: EventStore) {
  let kept = keptByStore.get(store);
  if (!kept) keptByStore.set(store, (kept = { streams: new LRUCache<string, Kept>({ max: MAX_STREAMS, ttl: MAX_AGE_MS }), epoch: 0 }));
  const epoch = store.readEpoch?.() ?? 0;
  if (epoch !== kept.epoch) {
    kept.streams.clear();
    kept.epoch = epoch;
  }
  return kept;
}

// Folds events onto a state, through the one decode step (upcast, then the event's own lenient
// schema). Events the folder does not take are skipped, and so are those at or before `version`.
export function foldOnto<S, E>(streamId: string, start: { state: S; version: number }, recorded: readonly RecordedEvent[], folder: Folder<S, E>): Loaded<S> {
  let { state, version } = start;
  for (const event of recorded) {
    if (event.streamPosition <= version) continue;
    version = event.streamPosition;
    if (!Object.hasOwn(folder.events, event.type)) continue;
    const decoded = decode(event);
    // decoded against the registry, and the type is one the folder takes: it is an E
    if (decoded) state = folder.evolve(state, { type: decoded.type, data: decoded.data } as E);
  }
  return { streamId, state, version };
}

// Where a loaded state came from, so that what the command appends can be folded onto it.
type Origin = { store: EventStore; key: string; folder: AnyFolder; since: number; epoch: number };
const origins = new WeakMap<Loaded<unknown>, Origin>();

function keep(store: EventStore, key: string, loaded: Loaded<unknown>, since: number): void {
  const kept = keptOf(store);
  const current = kept.streams.get(key);
  if (!current || current.version <= loaded.version) kept.streams.set(key, { state: loaded.state, version: loaded.version, since });
}

// One attempt at a decision: the kept states it used unread, until an append or a read confirms them.
type Attempt = { trustKept: boolean; unconfirmed: Set<Loaded<unknown>> };
const attempts = new AsyncLocalStorage<Attempt>();

// Every stream a decision needs, each with its own folder, read in one round trip (or none, when
// every kept state is known to be current, or is trusted within a decision attempt).
export async function loadFolded(store: EventStore, reads: ReadonlyArray<{ streamId: string; folder: AnyFolder }>): Promise<Loaded<unknown>[]> {
  const kept = keptOf(store);
  const epoch = kept.epoch;
  const attempt = attempts.getStore();
  const starts = reads.map(({ streamId, folder }) => {
    const key = `${folderId(folder)}:${streamId}`;
    const hit = kept.streams.get(key);
    const fresh = hit && performance.now() - hit.since < MAX_AGE_MS ? hit : null;
    const known = store.knownVersion?.(streamId);
    const current = fresh !== null && known === fresh.version;
    // where the store knows the version, a kept state behind it is read on at once
    const trusted = fresh !== null && !current && known === undefined && attempt?.trustKept === true;
    return { key, current, trusted, start: fresh ?? { state: folder.initialState, version: -1, since: performance.now() } };
  });
  const fromVersions = new Map<string, number>();
  reads.forEach(({ streamId }, i) => {
    if (starts[i]!.current || starts[i]!.trusted) return;
    const from = starts[i]!.start.version + 1;
    fromVersions.set(streamId, Math.min(fromVersions.get(streamId) ?? from, from));
  });
  const [only, ...more] = [...fromVersions.keys()];
  const read =
    only === undefined
      ? new Map<string, RecordedEvent[]>()
      : !more.length
        ? new Map([[only, await store.readStream(only, { fromVersion: fromVersions.get(only) })]])
        : await store.readStreams([...fromVersions.keys()], { fromVersions });
  // an erasure heard during the read: the result is used (as any read racing an erasure), not kept
  const keeping = keptOf(store).epoch === epoch;
  return reads.map(({ streamId, folder }, i) => {
    const { key, start, trusted } = starts[i]!;
    const loaded = foldOnto(streamId, start, read.get(streamId) ?? [], folder);
    if (trusted) attempt!.unconfirmed.add(loaded);
    // where it came from, whether kept or not: a state is kept again only while the epoch is its own
    origins.set(loaded, { store, key, folder, since: start.since, epoch });
    if (keeping) keep(store, key, loaded, start.since);
    return loaded;
  });
}

// Reads what came after each state (one round trip per store) and keeps the states folded on;
// answers the first stream that had moved on, or null when every state was current.
async function confirm(states: readonly Loaded<unknown>[]): Promise<{ streamId: string; expected: number; actual: number } | null> {
  const byStore = new Map<EventStore, Loaded<unknown>[]>();
  // every state loadFolded answers has its origin
  for (const loaded of states) {
    const { store } = origins.get(loaded)!;
    byStore.set(store, [...(byStore.get(store) ?? []), loaded]);
  }
  let moved: { streamId: string; expected: number; actual: number } | null = null;
  for (const [store, list] of byStore) {
    const fromVersions = new Map<string, number>();
    for (const { streamId, version } of list) fromVersions.set(streamId, Math.min(fromVersions.get(streamId) ?? version + 1, version + 1));
    const read = await store.readStreams([...fromVersions.keys()], { fromVersions });
    for (const loaded of list) {
      const origin = origins.get(loaded)!;
      const after = foldOnto(loaded.streamId, loaded, read.get(loaded.streamId) ?? [], origin.folder);
      if (after.version === loaded.version) continue;
      moved ??= { streamId: loaded.streamId, expected: loaded.version, actual: after.version };
      if (keptOf(store).epoch === origin.epoch) keep(store, origin.key, after, origin.since);
    }
  }
  return moved;
}

// The kept states an append is about to rely on: those it writes to are checked by the append
// itself; the attempt's other unconfirmed states are answered here, for the append to check as
// well (their expected versions, with no events). Once the append succeeded, every state the
// attempt used is confirmed, and later loads in the attempt read.
export function unconfirmedBesides(writing: readonly Loaded<unknown>[]): Loaded<unknown>[] {
  const attempt = attempts.getStore();
  return attempt ? [...attempt.unconfirmed].filter((loaded) => !writing.includes(loaded)) : [];
}
export function confirmedByAppend(): void {
  const attempt = attempts.getStore();
  if (!attempt) return;
  attempt.unconfirmed.clear();
  attempt.trustKept = false;
}

// Runs one attempt at a decision. With trustKept, kept states are used without reading; what the
// attempt did not append to is confirmed by one read at its end. When one had moved on, the
// decision was made on an old state and nothing was appended (an append confirms every state it
// relied on): the answer is a version conflict, for the caller to decide again on fresh reads.
export async function decideOnKept<T>(trustKept: boolean, attempt: () => Promise<T>): Promise<T> {
  // an attempt inside another reads: the outer one's append could not check what it used
  const scope: Attempt = { trustKept: trustKept && !attempts.getStore(), unconfirmed: new Set() };
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await attempts.run(scope, attempt) };
  } catch (error) {
    if (isVersionConflict(error)) throw error;
    // a refusal (or any failure) decided on an old state is no answer either
    outcome = { error };
  }
  if (scope.unconfirmed.size) {
    const moved = await confirm([...scope.unconfirmed]);
    if (moved) throw new VersionConflictError(moved.streamId, moved.expected, moved.actual);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

// After a loaded state's command appended `events` (as encoded, before any sealing) and the stream
// is at `version`: the events are folded onto the kept state through the same decode step a read
// would take (a JSON round trip, as the log stores them), so the next command needs no read.
export function keepAppended(loaded: Loaded<unknown>, events: readonly NewEvent[], version: number): void {
  const origin = origins.get(loaded);
  if (!origin || version !== loaded.version + events.length) return;
  if (keptOf(origin.store).epoch !== origin.epoch) return;
  const recorded = events.map((event, i): RecordedEvent => {
    const stored = JSON.parse(JSON.stringify({ data: event.data, metadata: event.metadata ?? {} })) as Pick<RecordedEvent, 'data' | 'metadata'>;
    return { id: '', streamId: loaded.streamId, streamPosition: loaded.version + 1 + i, position: '0', type: event.type, recordedAt: new Date(), ...stored };
  });
  const after = foldOnto(loaded.streamId, loaded, recorded, origin.folder);
  keep(origin.store, origin.key, after, origin.since);
}
