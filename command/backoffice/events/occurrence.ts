import { eventEvents, type EventEvent } from '../../../contracts/backoffice/events/events';
import { DEFAULT_LIMIT } from '../../../contracts/backoffice/events/webinar';

export type Person = { email: string; code: string; active: boolean; waiting: boolean; checkIn: boolean };
// What the rules need of event-occurrence-{id}: its places and whether it is open, and its people
// in the order they came (the waitlist's order is the map's, a promotion keeps the place in it).
export type OccurrenceState = { limit: number; open: boolean; host: string | null; googleMeetLink: string | null; registered: number; people: ReadonlyMap<string, Person> };
export const initialOccurrence: OccurrenceState = { limit: DEFAULT_LIMIT, open: true, host: null, googleMeetLink: null, registered: 0, people: new Map() };

const withPerson = (state: OccurrenceState, id: string, change: (p: Person) => Person): OccurrenceState => {
  const person = state.people.get(id);
  if (!person) return state;
  const people = new Map(state.people);
  const changed = change(person);
  people.set(id, changed);
  const counted = (p: Person) => (p.active && !p.waiting ? 1 : 0);
  return { ...state, people, registered: state.registered - counted(person) + counted(changed) };
};

export const evolveOccurrence = (state: OccurrenceState, event: EventEvent): OccurrenceState => {
  switch (event.type) {
    case 'EventRegistered':
    case 'EventWaitlistJoined': {
      const waiting = event.type === 'EventWaitlistJoined';
      const people = new Map(state.people);
      people.set(event.data.registrantId, { email: event.data.email.toLowerCase(), code: event.data.code, active: true, waiting, checkIn: false });
      return { ...state, people, registered: state.registered + (waiting ? 0 : 1) };
    }
    case 'EventWaitlistPromoted':
      return withPerson(state, event.data.registrantId, (p) => ({ ...p, waiting: false }));
    case 'EventRegistrationCancelled':
      return withPerson(state, event.data.registrantId, (p) => ({ ...p, active: false, checkIn: false }));
    case 'EventCheckInChanged':
      return withPerson(state, event.data.registrantId, (p) => ({ ...p, checkIn: event.data.checkIn }));
    case 'EventEveryoneCheckedOut':
      return event.data.registrantIds.reduce((s, id) => withPerson(s, id, (p) => ({ ...p, checkIn: false })), state);
    case 'EventOccurrenceEdited':
      return { ...state, limit: event.data.limit, open: event.data.status === 'A', host: event.data.host, googleMeetLink: event.data.googleMeetLink };
  }
};

export const occurrenceFolder = { events: eventEvents, initialState: initialOccurrence, evolve: evolveOccurrence };
