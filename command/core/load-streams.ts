import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { foldOnto, loadFolded, type AnyFolder, type Folder, type Loaded } from './folded-streams';

// A stream folded from its start through the one decode step; events the part does not fold are skipped.
export const foldStream = <S, E>(streamId: string, recorded: readonly RecordedEvent[], part: Folder<S, E>): Loaded<S> =>
  foldOnto(streamId, { state: part.initialState, version: -1 }, recorded, part);

// Folds nothing: for a stream whose version is all a decision needs (where to append).
export const versionOnly: Folder<null, never> = { events: {}, initialState: null, evolve: (state) => state };

// Every stream a decision needs, each folded by its part, read in one round trip (only what came
// after the states this process already holds).
export async function loadAll(store: EventStore, reads: ReadonlyArray<readonly [streamId: string, part: AnyFolder]>) {
  const loaded = await loadFolded(
    store,
    reads.map(([streamId, folder]) => ({ streamId, folder })),
  );
  return <S, E>(streamId: string, part: Folder<S, E>): Loaded<S> => {
    const i = reads.findIndex(([id, p]) => id === streamId && p === (part as unknown));
    if (i < 0) throw new Error(`${streamId} was not loaded with this part`);
    return loaded[i] as Loaded<S>;
  };
}

// Every stream read whole, in one round trip.
export async function readAll(store: EventStore, streamIds: readonly string[]): Promise<(id: string) => readonly RecordedEvent[]> {
  const read = await store.readStreams(streamIds);
  return (id) => read.get(id) ?? [];
}
