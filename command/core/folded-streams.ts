import { LRUCache } from 'lru-cache';
import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
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
// the kept version on). Nothing is stored: a restart folds each stream once again.
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

// Every stream a decision needs, each with its own folder, read in one round trip.
export async function loadFolded(store: EventStore, reads: ReadonlyArray<{ streamId: string; folder: AnyFolder }>): Promise<Loaded<unknown>[]> {
  const kept = keptOf(store);
  const epoch = kept.epoch;
  const starts = reads.map(({ streamId, folder }) => {
    const key = `${folderId(folder)}:${streamId}`;
    const hit = kept.streams.get(key);
    const fresh = hit && performance.now() - hit.since < MAX_AGE_MS ? hit : null;
    return { key, start: fresh ?? { state: folder.initialState, version: -1, since: performance.now() } };
  });
  const fromVersions = new Map<string, number>();
  reads.forEach(({ streamId }, i) => {
    const from = starts[i]!.start.version + 1;
    fromVersions.set(streamId, Math.min(fromVersions.get(streamId) ?? from, from));
  });
  const [only] = reads;
  const read =
    reads.length === 1 && only
      ? new Map([[only.streamId, await store.readStream(only.streamId, { fromVersion: fromVersions.get(only.streamId) })]])
      : await store.readStreams([...fromVersions.keys()], { fromVersions });
  // an erasure heard during the read: the result is used (as any read racing an erasure), not kept
  const keep = keptOf(store).epoch === epoch;
  return reads.map(({ streamId, folder }, i) => {
    const { key, start } = starts[i]!;
    const loaded = foldOnto(streamId, start, read.get(streamId) ?? [], folder);
    const current = kept.streams.get(key);
    if (keep && (!current || current.version <= loaded.version)) kept.streams.set(key, { state: loaded.state, version: loaded.version, since: start.since });
    return loaded;
  });
}
