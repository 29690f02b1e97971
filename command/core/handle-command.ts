import { isDomainError, type DomainError } from '../../contracts/core/errors';
import { isVersionConflict, type EventMetadata, type EventStore } from '../../contracts/core/event-store';
import type { Position } from '../../contracts/core/position';
import type { Decider, DomainEvent } from './decider';

export type Handled<S, E> = { events: E[]; state: S; position: Position | null; version: number };

const RETRIES = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ConcurrencyExhaustedError extends Error {
  readonly code = 'Conflict';
  constructor(streamId: string) {
    super(`Gave up on ${streamId} after ${RETRIES} version conflicts`);
  }
}

// Load, fold, decide, append with the expected version; on a conflict reload and decide again.
// buildCommand runs on every attempt so facts looked up elsewhere are fresh each time.
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  buildCommand: (state: S) => C | Promise<C>,
  metadata: EventMetadata,
): Promise<Handled<S, E> | DomainError> {
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState);
    const version = recorded.length - 1;
    const result = decider.decide(await buildCommand(state), state);
    if (isDomainError(result)) return result;
    if (result.length === 0) return { events: [], state, position: null, version };
    try {
      const appended = await store.append(
        streamId,
        result.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion: version < 0 ? 'no_stream' : version },
      );
      return { events: result, state: result.reduce(decider.evolve, state), position: appended.position, version: appended.nextExpectedVersion };
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
      if (attempt + 1 >= RETRIES) throw new ConcurrencyExhaustedError(streamId);
      await sleep(2 ** attempt * 5 + Math.random() * 5);
    }
  }
}
