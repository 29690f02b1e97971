import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import type { Decoded } from '../../contracts/core/events';
import type { Position } from '../../contracts/core/position';
import { decode } from '../../contracts/events';
import type { AnyFolder, Folder } from './folded-streams';

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

// Some streams' events up to a moment, read once: each stream's events recorded up to it (the store
// leaves out what came later), and each event decoded at most once, however many folds take it.
export type StreamsAt = {
  events: ReadonlyMap<string, readonly RecordedEvent[]>;
  decoded(event: RecordedEvent): Decoded | null;
};

// Reads the streams up to the moment, in one round trip; decoding waits for a fold to ask.
export async function readStreamsAt(store: EventStore, streamIds: readonly string[], at: HistoryAt): Promise<StreamsAt> {
  const events = await store.readStreams([...new Set(streamIds)], { upTo: at });
  const decodedOnce = new WeakMap<RecordedEvent, Decoded | null>();
  const decoded = (event: RecordedEvent) => {
    let found = decodedOnce.get(event);
    if (found === undefined) decodedOnce.set(event, (found = decode(event)));
    return found;
  };
  return { events, decoded };
}

// What a stream was at the moment, folded with the folder its deciders use, through the one decode
// step; never through the states commands keep (folded-streams.ts), which only ever move forward,
// and which this leaves as they were. The fold stops at the first event past the moment (where the
// read skipped a stream position: times need not grow along a stream), so the answer is always a
// state the stream really had. Marten's AggregateStreamAsync(id, version:/timestamp:) is the model.
export function pastOf<S, E>(streams: StreamsAt, streamId: string, folder: Folder<S, E>): Past<S> {
  const events = streams.events.get(streamId) ?? [];
  let state = folder.initialState;
  let last: RecordedEvent | null = null;
  // streams are read from their first event, at version 0
  for (const [version, event] of events.entries()) {
    if (event.streamPosition !== version) break;
    last = event;
    if (!Object.hasOwn(folder.events, event.type)) continue;
    const decoded = streams.decoded(event);
    // decoded against the registry, and the type is one the folder takes: it is an E
    if (decoded) state = folder.evolve(state, { type: decoded.type, data: decoded.data } as E);
  }
  return { streamId, state, asOf: last && { position: last.position, version: last.streamPosition, recordedAt: last.recordedAt } };
}

// What several streams were at a moment, each folded with its own folder, from one read.
export async function history<const R extends readonly HistoryRead[]>(store: EventStore, reads: R, { at }: { at: HistoryAt }): Promise<{ [K in keyof R]: Past<StateOf<R[K]>> }> {
  const streams = await readStreamsAt(store, reads.map((r) => r.streamId), at);
  return reads.map(({ streamId, folder }) => pastOf(streams, streamId, folder)) as { [K in keyof R]: Past<StateOf<R[K]>> };
}

// One stream as it was at a moment.
export async function historyOf<S, E>(store: EventStore, streamId: string, folder: Folder<S, E>, options: { at: HistoryAt }): Promise<Past<S>> {
  const [past] = await history(store, [{ streamId, folder: folder as AnyFolder }], options);
  return past as Past<S>;
}
