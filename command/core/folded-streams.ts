import { LRUCache } from 'lru-cache';
import type { EventStore, NewEvent, RecordedEvent } from '../../contracts/core/event-store';
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

// Every stream a decision needs, each with its own folder, read in one round trip (or none, when
// every kept state is known to be current).
export async function loadFolded(store: EventStore, reads: ReadonlyArray<{ streamId: string; folder: AnyFolder }>): Promise<Loaded<unknown>[]> {
  const kept = keptOf(store);
  const epoch = kept.epoch;
  const starts = reads.map(({ streamId, folder }) => {
    const key = `${folderId(folder)}:${streamId}`;
    const hit = kept.streams.get(key);
    const fresh = hit && performance.now() - hit.since < MAX_AGE_MS ? hit : null;
    const current = fresh !== null && store.knownVersion?.(streamId) === fresh.version;
    return { key, current, start: fresh ?? { state: folder.initialState, version: -1, since: performance.now() } };
  });
  const fromVersions = new Map<string, number>();
  reads.forEach(({ streamId }, i) => {
    if (starts[i]!.current) return;
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
    const { key, start } = starts[i]!;
    const loaded = foldOnto(streamId, start, read.get(streamId) ?? [], folder);
    if (keeping) {
      keep(store, key, loaded, start.since);
      origins.set(loaded, { store, key, folder, since: start.since, epoch });
    }
    return loaded;
  });
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
