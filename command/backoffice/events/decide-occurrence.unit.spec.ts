import { describe, it } from 'vitest';
import type { EventEvent } from '../../../contracts/backoffice/events/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { occurrenceDecider } from './decide-occurrence';

const given = DeciderSpecification.for(occurrenceDecider);
const now = new Date('2026-11-29T09:00:00.000Z');
const at = now.toISOString();
const startsAt = '2026-12-03T13:00:00.000Z';
const on = { occurrenceId: 'google_meet_2026-12-03', eventUrl: 'google_meet' };
const base = { ...on, startsAt, now };
const form = (email: string) => ({ email, firstName: 'Dana', lastName: 'Levi', phone: '050-1234567' });
const registered = (id: string, email = `${id}@example.com`): EventEvent => ({ type: 'EventRegistered', data: { ...on, registrantId: id, code: `c-${id}`, ...form(email), registeredAt: at, startsAt } });
const waiting = (id: string): EventEvent => ({ type: 'EventWaitlistJoined', data: { ...on, registrantId: id, code: `c-${id}`, ...form(`${id}@example.com`), joinedAt: at, startsAt } });
const limit = (n: number, status: 'A' | 'D' = 'A'): EventEvent => ({ type: 'EventOccurrenceEdited', data: { ...on, host: 'host@example.com', googleMeetLink: 'https://meet.google.com/a', limit: n, status, editedAt: at } });

describe('the occurrence decider', () => {
  it('registers while there are places, then answers nothing (limit reached), or puts the person on the waitlist when asked', () => {
    given([limit(2), registered('r1')]).when({ type: 'Register', ...base, registrantId: 'r2', code: 'c2', form: form('b@example.com'), waitlist: false }).then([
      { type: 'EventRegistered', data: { ...on, registrantId: 'r2', code: 'c2', ...form('b@example.com'), registeredAt: at, startsAt } },
    ]);
    given([limit(2), registered('r1'), registered('r2')]).when({ type: 'Register', ...base, registrantId: 'r3', code: 'c3', form: form('c@example.com'), waitlist: false }).thenNothingHappens();
    given([limit(2), registered('r1'), registered('r2')]).when({ type: 'Register', ...base, registrantId: 'r3', code: 'c3', form: form('c@example.com'), waitlist: true }).then([
      { type: 'EventWaitlistJoined', data: { ...on, registrantId: 'r3', code: 'c3', ...form('c@example.com'), joinedAt: at, startsAt } },
    ]);
  });

  it('takes the same email again (any case) as the registration it has, waiting or not', () => {
    given([registered('r1', 'dana@example.com')]).when({ type: 'Register', ...base, registrantId: 'r2', code: 'c2', form: form('dana@example.com'), waitlist: false }).thenNothingHappens();
    given([limit(1), registered('r1'), waiting('w1')]).when({ type: 'Register', ...base, registrantId: 'r2', code: 'c2', form: form('w1@example.com'), waitlist: true }).thenNothingHappens();
  });

  it('refuses a closed or begun occurrence', () => {
    given([limit(5, 'D')]).when({ type: 'Register', ...base, registrantId: 'r1', code: 'c1', form: form('a@example.com'), waitlist: false }).thenFails('OccurrenceClosed');
    given([]).when({ type: 'Register', ...base, now: new Date(startsAt), registrantId: 'r1', code: 'c1', form: form('a@example.com'), waitlist: false }).thenFails('OccurrenceClosed');
  });

  it('cancels with the right code only, once', () => {
    given([registered('r1')]).when({ type: 'Cancel', ...base, registrantId: 'r1', code: 'wrong', reason: '' }).thenFails('RegistrationNotFound');
    given([]).when({ type: 'Cancel', ...base, registrantId: 'r1', code: 'c-r1', reason: '' }).thenFails('RegistrationNotFound');
    const cancelled: EventEvent = { type: 'EventRegistrationCancelled', data: { ...on, registrantId: 'r1', cancelReason: 'sick', waiting: false, cancelledAt: at } };
    given([registered('r1')]).when({ type: 'Cancel', ...base, registrantId: 'r1', code: 'c-r1', reason: 'sick' }).then([cancelled]);
    given([registered('r1'), cancelled]).when({ type: 'Cancel', ...base, registrantId: 'r1', code: 'c-r1', reason: 'sick' }).thenNothingHappens();
  });

  it('promotes the waiting in order, as many as places freed, and none into a closed occurrence', () => {
    const cancelled: EventEvent = { type: 'EventRegistrationCancelled', data: { ...on, registrantId: 'r1', cancelReason: '', waiting: false, cancelledAt: at } };
    const promote = { type: 'PromoteWaiting' as const, ...base };
    given([limit(1), registered('r1'), waiting('w1'), waiting('w2'), cancelled]).when(promote).then([{ type: 'EventWaitlistPromoted', data: { ...on, registrantId: 'w1', promotedAt: at, startsAt } }]);
    given([limit(1), registered('r1'), waiting('w1'), waiting('w2'), cancelled, limit(3)]).when(promote).then([
      { type: 'EventWaitlistPromoted', data: { ...on, registrantId: 'w1', promotedAt: at, startsAt } },
      { type: 'EventWaitlistPromoted', data: { ...on, registrantId: 'w2', promotedAt: at, startsAt } },
    ]);
    // a second run finds no place (the reaction may run twice)
    given([limit(1), registered('r1'), waiting('w1'), cancelled, { type: 'EventWaitlistPromoted', data: { ...on, registrantId: 'w1', promotedAt: at, startsAt } }]).when(promote).thenNothingHappens();
    given([limit(1), registered('r1'), waiting('w1'), cancelled, limit(1, 'D')]).when(promote).thenNothingHappens();
  });

  it('saves an edit, not under the registered count, and nothing when nothing changed', () => {
    const data = { host: 'host@example.com', googleMeetLink: 'https://meet.google.com/a', limit: 2, status: 'A' as const };
    given([registered('r1'), registered('r2')]).when({ type: 'Edit', ...base, data: { ...data, limit: 1 } }).thenFails('LimitBelowRegistered');
    given([]).when({ type: 'Edit', ...base, data }).then([{ type: 'EventOccurrenceEdited', data: { ...on, ...data, editedAt: at } }]);
    given([limit(2)]).when({ type: 'Edit', ...base, data }).thenNothingHappens();
    // a limit of exactly the registered count is kept; a change of any one field is saved
    given([limit(3), registered('r1'), registered('r2')]).when({ type: 'Edit', ...base, data }).then([{ type: 'EventOccurrenceEdited', data: { ...on, ...data, editedAt: at } }]);
    for (const change of [{ host: 'other@example.com' }, { googleMeetLink: 'https://meet.google.com/b' }, { limit: 5 }, { status: 'D' as const }]) {
      given([limit(2)]).when({ type: 'Edit', ...base, data: { ...data, ...change } }).then([{ type: 'EventOccurrenceEdited', data: { ...on, ...data, ...change, editedAt: at } }]);
    }
  });

  it('promotes into the places left beside those still registered, passing over them', () => {
    const cancelled: EventEvent = { type: 'EventRegistrationCancelled', data: { ...on, registrantId: 'r2', cancelReason: '', waiting: false, cancelledAt: at } };
    given([limit(2), registered('r1'), registered('r2'), waiting('w1'), waiting('w2'), cancelled]).when({ type: 'PromoteWaiting', ...base }).then([
      { type: 'EventWaitlistPromoted', data: { ...on, registrantId: 'w1', promotedAt: at, startsAt } },
    ]);
  });

  it('checks the registered in and out, refuses the waiting and cancelled, and checks everyone out', () => {
    given([registered('r1')]).when({ type: 'ChangeCheckIn', ...base, registrantId: 'r1', checkIn: true }).then([{ type: 'EventCheckInChanged', data: { ...on, registrantId: 'r1', checkIn: true, at } }]);
    given([registered('r1')]).when({ type: 'ChangeCheckIn', ...base, registrantId: 'r1', checkIn: false }).thenNothingHappens();
    given([]).when({ type: 'ChangeCheckIn', ...base, registrantId: 'r1', checkIn: true }).thenFails('RegistrantNotFound');
    given([limit(0), waiting('w1')]).when({ type: 'ChangeCheckIn', ...base, registrantId: 'w1', checkIn: true }).thenFails('RegistrantNotActive');
    const checkIn = (id: string): EventEvent => ({ type: 'EventCheckInChanged', data: { ...on, registrantId: id, checkIn: true, at } });
    given([registered('r1'), registered('r2'), registered('r3'), checkIn('r1'), checkIn('r3')]).when({ type: 'CheckOutEveryone', ...base }).then([{ type: 'EventEveryoneCheckedOut', data: { ...on, registrantIds: ['r1', 'r3'], at } }]);
    given([registered('r1')]).when({ type: 'CheckOutEveryone', ...base }).thenNothingHappens();
  });
});
