import type { DomainError } from '../../contracts/core/errors';

export type DomainEvent = { type: string; data: Record<string, unknown> };

// decide is pure: time, ids and looked-up facts arrive on the command.
export type Decider<S, C, E extends DomainEvent> = {
  initialState: S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[] | DomainError;
};
