import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { comparePositions, type Position } from '../../contracts/core/position';
import { foldOnto, type AnyFolder, type Folder } from './folded-streams';

// A moment of the log: a global position (an event's own, as a history entry names it), or a time
// (what was recorded at or before it).
export type HistoryAt = Position | Date;

// The last event folded: where it sits in the log and in its stream, and when it was recorded.
export type AsOf = { position: Position; version: number; recordedAt: Date };

// One stream as it was: its state folded up to the moment, and the last event in it (null when the
// stream did not exist yet, and the state is the folder's initial state).
export type Past<S> = { streamId: string; state: S; asOf: AsOf | null };

export type HistoryRead = { streamId: string; folder: AnyFolder };
type StateOf<R> = R extends { folder: { initialState: infer S } } ? S : never;

const upTo = (at: HistoryAt) => (event: RecordedEvent) =>
  at instanceof Date ? event.recordedAt.getTime() <= at.getTime() : comparePositions(event.position, at) <= 0;

// What a stream was at a moment. Its events are read straight from the store and folded with the
// folder its deciders use, through the one decode step; never through the states commands keep
// (folded-streams.ts), which only ever move forward, and which this leaves as they were. The fold
// stops at the first event past the moment, so the answer is always a state the stream really had.
// Marten's AggregateStreamAsync(id, version:/timestamp:) is the model.
export async function history<const R extends readonly HistoryRead[]>(store: EventStore, reads: R, { at }: { at: HistoryAt }): Promise<{ [K in keyof R]: Past<StateOf<R[K]>> }> {
  const ids = [...new Set(reads.map((r) => r.streamId))];
  const [only] = ids;
  const read = ids.length === 1 && only !== undefined ? new Map([[only, await store.readStream(only)]]) : await store.readStreams(ids);
  const within = upTo(at);
  const past = reads.map(({ streamId, folder }): Past<unknown> => {
    const events = read.get(streamId) ?? [];
    const cut = events.findIndex((event) => !within(event));
    const before = cut < 0 ? events : events.slice(0, cut);
    const last = before.at(-1);
    const { state } = foldOnto(streamId, { state: folder.initialState, version: -1 }, before, folder);
    return { streamId, state, asOf: last ? { position: last.position, version: last.streamPosition, recordedAt: last.recordedAt } : null };
  });
  return past as { [K in keyof R]: Past<StateOf<R[K]>> };
}

// One stream as it was at a moment.
export async function historyOf<S, E>(store: EventStore, streamId: string, folder: Folder<S, E>, options: { at: HistoryAt }): Promise<Past<S>> {
  const [past] = await history(store, [{ streamId, folder: folder as AnyFolder }], options);
  return past as Past<S>;
}
