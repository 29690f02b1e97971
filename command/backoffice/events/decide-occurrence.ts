import { domainError, type DomainError } from '../../../contracts/core/errors';
import { eventEvents, type EventEvent } from '../../../contracts/backoffice/events/events';
import type { OccurrenceData, RegisterData } from '../../../contracts/backoffice/events/webinar';
import type { Decider } from '../../core/decider';
import { evolveOccurrence, initialOccurrence, type OccurrenceState } from './occurrence';

// Every command names its occurrence, its event and when it starts (read off the id by the caller).
type On = { occurrenceId: string; eventUrl: string; startsAt: string; now: Date };

export type OccurrenceCommand = On &
  (
    | { type: 'Register'; registrantId: string; code: string; form: RegisterData; waitlist: boolean }
    | { type: 'Cancel'; registrantId: string; code: string; reason: string }
    | { type: 'PromoteWaiting' }
    | { type: 'Edit'; data: OccurrenceData }
    | { type: 'ChangeCheckIn'; registrantId: string; checkIn: boolean }
    | { type: 'CheckOutEveryone' }
  );

// The active registration of an email, registered or waiting.
export const registrationOf = (state: OccurrenceState, email: string): string | undefined => {
  const wanted = email.toLowerCase();
  for (const [id, person] of state.people) if (person.active && person.email === wanted) return id;
  return undefined;
};

function decide(c: OccurrenceCommand, state: OccurrenceState): EventEvent[] | DomainError {
  const at = c.now.toISOString();
  const on = { occurrenceId: c.occurrenceId, eventUrl: c.eventUrl };
  const begun = new Date(c.startsAt).getTime() <= c.now.getTime();
  switch (c.type) {
    case 'Register': {
      // the same email again is the registration it has
      if (registrationOf(state, c.form.email)) return [];
      if (!state.open || begun) return domainError('OccurrenceClosed');
      const person = { ...on, registrantId: c.registrantId, code: c.code, ...c.form };
      if (state.registered < state.limit) return [{ type: 'EventRegistered', data: { ...person, registeredAt: at, startsAt: c.startsAt } }];
      // full: the person waits only when they asked to
      return c.waitlist ? [{ type: 'EventWaitlistJoined', data: { ...person, joinedAt: at, startsAt: c.startsAt } }] : [];
    }
    case 'Cancel': {
      const person = state.people.get(c.registrantId);
      if (!person || person.code !== c.code) return domainError('RegistrationNotFound');
      if (!person.active) return [];
      return [{ type: 'EventRegistrationCancelled', data: { ...on, registrantId: c.registrantId, cancelReason: c.reason, waiting: person.waiting, cancelledAt: at } }];
    }
    case 'PromoteWaiting': {
      if (!state.open || begun) return [];
      let free = state.limit - state.registered;
      const promoted: EventEvent[] = [];
      for (const [registrantId, person] of state.people) {
        if (free <= 0) break;
        if (!person.active || !person.waiting) continue;
        promoted.push({ type: 'EventWaitlistPromoted', data: { ...on, registrantId, promotedAt: at, startsAt: c.startsAt } });
        free -= 1;
      }
      return promoted;
    }
    case 'Edit': {
      if (c.data.limit < state.registered) return domainError('LimitBelowRegistered');
      const d = c.data;
      const same = d.host === state.host && d.googleMeetLink === state.googleMeetLink && d.limit === state.limit && (d.status === 'A') === state.open;
      return same ? [] : [{ type: 'EventOccurrenceEdited', data: { ...on, ...c.data, editedAt: at } }];
    }
    case 'ChangeCheckIn': {
      const person = state.people.get(c.registrantId);
      if (!person) return domainError('RegistrantNotFound');
      if (!person.active || person.waiting) return domainError('RegistrantNotActive');
      return person.checkIn === c.checkIn ? [] : [{ type: 'EventCheckInChanged', data: { ...on, registrantId: c.registrantId, checkIn: c.checkIn, at } }];
    }
    case 'CheckOutEveryone': {
      const registrantIds = [...state.people].filter(([, p]) => p.checkIn).map(([id]) => id);
      return registrantIds.length ? [{ type: 'EventEveryoneCheckedOut', data: { ...on, registrantIds, at } }] : [];
    }
  }
}

export const occurrenceDecider: Decider<OccurrenceState, OccurrenceCommand, EventEvent> = { events: eventEvents, initialState: initialOccurrence, evolve: evolveOccurrence, decide };
