import { expect } from 'vitest';
import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { ErrorCode } from '../../../contracts/errors';
import type { Decider, DomainEvent } from '../../../command/core/decider';
import { decoded, storedEvent } from './stored-event';
import type { EventData, EventType } from '../../../contracts/events';

// Given events, when a command, then events or an error: a decider's behaviour, one branch per
// test. The given events go through the same encode/decode round trip as stored ones, so a test
// cannot fold an event no handler could have written.
export const DeciderSpecification = {
  for<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
    return (given: readonly E[]) => {
      const state = given.reduce((s, e) => {
        const d = decoded(storedEvent(e.type as EventType, e.data as EventData<EventType>));
        return decider.evolve(s, { type: d.type, data: d.data } as E);
      }, decider.initialState);
      return {
        when(command: C) {
          const result = decider.decide(command, state);
          return {
            then(expected: readonly E[]) {
              expect(result).toEqual(expected);
            },
            thenFails(code: ErrorCode, message?: string) {
              expect(isDomainError(result) ? result : { decided: result }).toEqual(domainError(code, message));
            },
            thenNothingHappens() {
              expect(result).toEqual([]);
            },
            result: (): E[] | DomainError => result,
          };
        },
        state: () => state,
      };
    };
  },
};
