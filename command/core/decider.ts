import type { DomainError } from '../../contracts/core/errors';
import type { EventDefinitions } from '../../contracts/core/events';

export type DomainEvent = { type: string; data: object };

// decide is pure: time, ids and looked-up facts arrive on the command. `events` are the stored
// event types the decider folds; a stream's other events are not its business.
export type Decider<S, C, E extends DomainEvent> = {
  events: EventDefinitions;
  initialState: S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[] | DomainError;
};
