import { isDomainError, type DomainError } from '../../contracts/core/errors';
import { isVersionConflict, type EventMetadata, type EventStore, type ExpectedVersion } from '../../contracts/core/event-store';
import type { Position } from '../../contracts/core/position';
import { encode } from '../../contracts/events';
import type { Decider, DomainEvent } from './decider';
import { confirmedByAppend, decideOnKept, keepAppended, loadFolded, unconfirmedBesides, type Folder, type Loaded } from './folded-streams';

// Conflicts are cheap to retry; a hot stream (a recruiter's quota) may see several writers at once.
const RETRIES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ConcurrencyExhaustedError extends Error {
  readonly code = 'Conflict';
  constructor(what: string) {
    super(`Gave up on ${what} after ${RETRIES} version conflicts`);
  }
}

export type { Loaded } from './folded-streams';

export async function loadStream<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Folder<S, E>): Promise<Loaded<S>> {
  const [loaded] = await loadFolded(store, [{ streamId, folder: decider }]);
  return loaded as Loaded<S>;
}

// Two streams a decision spans, read in one round trip.
export async function loadStreams<A, B, E extends DomainEvent>(
  store: EventStore,
  first: { streamId: string; decider: Folder<A, E> },
  second: { streamId: string; decider: Folder<B, E> },
): Promise<[Loaded<A>, Loaded<B>]> {
  const [a, b] = await loadFolded(store, [
    { streamId: first.streamId, folder: first.decider },
    { streamId: second.streamId, folder: second.decider },
  ]);
  return [a as Loaded<A>, b as Loaded<B>];
}

export const expectedAfter = (version: number): ExpectedVersion => (version < 0 ? 'no_stream' : version);

// Runs attempt() again (with backoff) when it loses a race on an expected version. The first
// attempt decides on the states this process kept from its last commands, unread; the append
// checks them, and the retries after a conflict read.
export async function withConflictRetries<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await decideOnKept(n === 0, attempt);
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
      if (n + 1 >= RETRIES) throw new ConcurrencyExhaustedError(what);
      // the first attempt's conflict is most often a kept state another node moved on (no writer
      // to wait for): the retry reads at once; later ones back off
      if (n > 0) await sleep(Math.min(2 ** (n - 1) * 3, 100) * (0.5 + Math.random()));
    }
  }
}

export type Appended = { position: Position | null; types: readonly string[] };
export const nothingAppended: Appended = { position: null, types: [] };

// The events decided for several loaded streams, appended all or none.
export async function appendDecided(store: EventStore, parts: Array<{ loaded: Loaded<unknown>; events: readonly DomainEvent[] }>, metadata: EventMetadata): Promise<Appended> {
  const writes = parts.filter((p) => p.events.length > 0);
  if (!writes.length) return nothingAppended;
  const toNew = (events: readonly DomainEvent[]) => events.map((e) => encode(e, metadata));
  const types = writes.flatMap((w) => w.events.map((e) => e.type));
  const encoded = writes.map((w) => toNew(w.events));
  // kept states the decision used unread and does not write to: checked by the same append
  const checks = unconfirmedBesides(writes.map((w) => w.loaded));
  if (writes.length === 1 && !checks.length) {
    const [only] = writes;
    const result = await store.append(only!.loaded.streamId, encoded[0]!, { expectedVersion: expectedAfter(only!.loaded.version) });
    confirmedByAppend();
    keepAppended(only!.loaded, encoded[0]!, result.nextExpectedVersion);
    return { position: result.position, types };
  }
  // the checks first: one of a stream written here is checked before the write moves its version
  const result = await store.appendMany([
    ...checks.map((loaded) => ({ streamId: loaded.streamId, events: [], expectedVersion: expectedAfter(loaded.version) })),
    ...writes.map((w, i) => ({ streamId: w.loaded.streamId, events: encoded[i]!, expectedVersion: expectedAfter(w.loaded.version) })),
  ]);
  confirmedByAppend();
  writes.forEach((w, i) => keepAppended(w.loaded, encoded[i]!, result.nextExpectedVersions[checks.length + i] ?? -1));
  return { position: result.position, types };
}

export type Handled<S, E> = Appended & { events: E[]; state: S };

// Load once, decide, append with the expected version; only a version conflict reloads and decides
// again. buildCommand runs on every attempt so facts looked up elsewhere are fresh each time.
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  buildCommand: (state: S) => C | Promise<C>,
  metadata: EventMetadata,
): Promise<Handled<S, E> | DomainError> {
  return withConflictRetries(streamId, async () => {
    const loaded = await loadStream(store, streamId, decider);
    const result = decider.decide(await buildCommand(loaded.state), loaded.state);
    if (isDomainError(result)) return result;
    const appended = await appendDecided(store, [{ loaded, events: result }], metadata);
    return { ...appended, events: result, state: result.reduce(decider.evolve, loaded.state) };
  });
}

// Positions and event types of several appends made by one call, for read-your-writes.
export const combineAppended = (...all: Appended[]): Appended => {
  const positions = all.map((a) => a.position).filter((p): p is Position => p !== null);
  return {
    position: positions.length ? positions.reduce((a, b) => (BigInt(a) >= BigInt(b) ? a : b)) : null,
    types: all.flatMap((a) => a.types),
  };
};
