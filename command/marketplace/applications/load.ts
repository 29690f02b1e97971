import type { EventStore, RecordedEvent } from '../../../contracts/core/event-store';
import type { EventDefinitions } from '../../../contracts/core/events';
import { decode } from '../../../contracts/events';
import type { Loaded } from '../../core/handle-command';

type Part<S, E> = { events: EventDefinitions; initialState: S; evolve: (state: S, event: E) => S };

// A stream folded through the one decode step; events the part does not fold are skipped.
export function foldStream<S, E>(streamId: string, recorded: readonly RecordedEvent[], part: Part<S, E>): Loaded<S> {
  let state = part.initialState;
  for (const event of recorded) {
    if (!Object.hasOwn(part.events, event.type)) continue;
    const decoded = decode(event);
    // decoded against the registry, and the type is one the part folds
    if (decoded) state = part.evolve(state, { type: decoded.type, data: decoded.data } as E);
  }
  return { streamId, state, version: recorded.length - 1 };
}

// Every stream a decision needs, read in one round trip.
export async function readAll(store: EventStore, streamIds: readonly string[]): Promise<(id: string) => readonly RecordedEvent[]> {
  const read = await store.readStreams(streamIds);
  return (id) => read.get(id) ?? [];
}
