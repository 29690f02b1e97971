import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Registrant } from '../../../contracts/backoffice/events/webinar';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { eventProjection } from './event.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const startsAt = '2026-12-01T17:00:00.000Z';
const occurrenceOf = () => `webinar-${randomUUID().slice(0, 8)}_2026-12-01`;
const person = (occurrenceId: string, registrantId: string) => ({
  occurrenceId, eventUrl: 'webinar', registrantId, code: 'K7Q2', email: 'Dana.Levi@Example.COM', firstName: 'Dana', lastName: 'Levi', phone: '050-1234567',
});
// a registrant as the live message tells it, from the person above
const told = (occurrenceId: string, event: RecordedEvent, registrant: Pick<Registrant, '_id'> & Partial<Registrant>) => ({
  room: `event-occurrence:${occurrenceId}`,
  name: 'events.registrant.changed',
  message: {
    occurrenceId,
    registrant: { email: 'dana.levi@example.com', firstName: 'Dana', lastName: 'Levi', phone: '050-1234567', status: 'A', waiting: false, cancelReason: null, checkIn: false, datecreated: at, ...registrant },
    position: event.position,
  },
});

describeProjection(eventProjection, (spec, db) => {
  const occurrence = (id: string) => db().selectFrom('event_occurrence').selectAll().where('id', '=', id).executeTakeFirst();
  const registrant = (id: string) => db().selectFrom('event_registrant').selectAll().where('id', '=', id).executeTakeFirst();

  it('keeps an occurrence as staff last edited it, not as an older edit said, and tells no registrant room', async () => {
    const occurrenceId = occurrenceOf();
    const first = storedEvent('EventOccurrenceEdited', { occurrenceId, eventUrl: 'webinar', host: 'Noa', googleMeetLink: 'https://meet.example/a', limit: 30, status: 'A', editedAt: at });
    const second = storedEvent('EventOccurrenceEdited', { occurrenceId, eventUrl: 'webinar-2', host: 'Avi', googleMeetLink: 'https://meet.example/b', limit: 0, status: 'D', editedAt: later });
    expect(await spec.given(first)).toEqual([]);
    expect(await occurrence(occurrenceId)).toEqual({
      id: occurrenceId, event_url: 'webinar', host: 'Noa', google_meet_link: 'https://meet.example/a', limit_places: 30, status: 'A', edited_at: new Date(at), last_position: first.position,
    });
    expect(await spec.given(second)).toEqual([]);
    const edited = { id: occurrenceId, event_url: 'webinar-2', host: 'Avi', google_meet_link: 'https://meet.example/b', limit_places: 0, status: 'D', edited_at: new Date(later), last_position: second.position };
    expect(await occurrence(occurrenceId)).toEqual(edited);
    await spec.given(first);
    await spec.given(second);
    expect(await occurrence(occurrenceId)).toEqual(edited);
  });

  it('keeps a registrant as registered, the email in lower case, and tells the occurrence room', async () => {
    const [occurrenceId, registrantId] = [occurrenceOf(), randomUUID()];
    const registered = storedEvent('EventRegistered', { ...person(occurrenceId, registrantId), registeredAt: at, startsAt });
    expect(await spec.given(registered)).toEqual([told(occurrenceId, registered, { _id: registrantId })]);
    expect(await registrant(registrantId)).toEqual({
      id: registrantId, occurrence_id: occurrenceId, event_url: 'webinar', code: 'K7Q2', email: 'dana.levi@example.com', first_name: 'Dana', last_name: 'Levi', phone: '050-1234567',
      status: 'A', waiting: false, cancel_reason: null, check_in: false, created_at: new Date(at), placed_at: new Date(at), last_position: registered.position,
    });
  });

  it('keeps a waiting person at the time they joined, and places them anew, registered, once promoted', async () => {
    const [occurrenceId, registrantId] = [occurrenceOf(), randomUUID()];
    const joined = storedEvent('EventWaitlistJoined', { ...person(occurrenceId, registrantId), joinedAt: at, startsAt });
    expect(await spec.given(joined)).toEqual([told(occurrenceId, joined, { _id: registrantId, waiting: true })]);
    expect(await registrant(registrantId)).toMatchObject({ email: 'dana.levi@example.com', status: 'A', waiting: true, cancel_reason: null, check_in: false, created_at: new Date(at), placed_at: new Date(at) });

    const promoted = storedEvent('EventWaitlistPromoted', { occurrenceId, eventUrl: 'webinar', registrantId, promotedAt: later, startsAt });
    expect(await spec.given(promoted)).toEqual([told(occurrenceId, promoted, { _id: registrantId, waiting: false })]);
    expect(await registrant(registrantId)).toMatchObject({ status: 'A', waiting: false, check_in: false, created_at: new Date(at), placed_at: new Date(later), last_position: promoted.position });
  });

  it('checks a registrant in and out, and a cancellation leaves them cancelled with the reason, checked out', async () => {
    const [occurrenceId, registrantId] = [occurrenceOf(), randomUUID()];
    const who = { occurrenceId, eventUrl: 'webinar', registrantId };
    await spec.given(storedEvent('EventWaitlistJoined', { ...person(occurrenceId, registrantId), joinedAt: at, startsAt }));
    const checkedIn = storedEvent('EventCheckInChanged', { ...who, checkIn: true, at });
    expect(await spec.given(checkedIn)).toEqual([told(occurrenceId, checkedIn, { _id: registrantId, waiting: true, checkIn: true })]);
    expect(await registrant(registrantId)).toMatchObject({ check_in: true, status: 'A' });
    const checkedOut = storedEvent('EventCheckInChanged', { ...who, checkIn: false, at });
    expect(await spec.given(checkedOut)).toEqual([told(occurrenceId, checkedOut, { _id: registrantId, waiting: true, checkIn: false })]);
    expect(await registrant(registrantId)).toMatchObject({ check_in: false });

    await spec.given(storedEvent('EventCheckInChanged', { ...who, checkIn: true, at }));
    const cancelled = storedEvent('EventRegistrationCancelled', { ...who, cancelReason: 'Sick', waiting: true, cancelledAt: later });
    expect(await spec.given(cancelled)).toEqual([told(occurrenceId, cancelled, { _id: registrantId, status: 'D', waiting: true, cancelReason: 'Sick', checkIn: false })]);
    expect(await registrant(registrantId)).toMatchObject({ status: 'D', cancel_reason: 'Sick', check_in: false, waiting: true, placed_at: new Date(at), last_position: cancelled.position });
  });

  it('checks out everyone named, one message each, and no one else', async () => {
    const [occurrenceId, a, b, c] = [occurrenceOf(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of [a, b, c])
      await spec.given(
        storedEvent('EventRegistered', { ...person(occurrenceId, id), registeredAt: at, startsAt }),
        storedEvent('EventCheckInChanged', { occurrenceId, eventUrl: 'webinar', registrantId: id, checkIn: true, at }),
      );
    const out = storedEvent('EventEveryoneCheckedOut', { occurrenceId, eventUrl: 'webinar', registrantIds: [a, b], at: later });
    expect(await spec.given(out)).toEqual([told(occurrenceId, out, { _id: a }), told(occurrenceId, out, { _id: b })]);
    expect(await registrant(a)).toMatchObject({ check_in: false, status: 'A', last_position: out.position });
    expect(await registrant(b)).toMatchObject({ check_in: false, status: 'A', last_position: out.position });
    expect(await registrant(c)).toMatchObject({ check_in: true });
  });

  it('changes nothing and tells no one for an unknown registrant or a replayed event', async () => {
    const [occurrenceId, registrantId, unknown] = [occurrenceOf(), randomUUID(), randomUUID()];
    const who = { occurrenceId, eventUrl: 'webinar', registrantId };
    const registered = storedEvent('EventRegistered', { ...person(occurrenceId, registrantId), registeredAt: at, startsAt });
    const checkedIn = storedEvent('EventCheckInChanged', { ...who, checkIn: true, at });
    const cancelled = storedEvent('EventRegistrationCancelled', { ...who, cancelReason: 'Busy', waiting: false, cancelledAt: later });
    await spec.given(registered, checkedIn, cancelled);
    const before = await registrant(registrantId);
    expect(before).toMatchObject({ status: 'D', cancel_reason: 'Busy', check_in: false, waiting: false, last_position: cancelled.position });
    expect(await spec.given(registered, checkedIn, cancelled)).toEqual([]);
    expect(await registrant(registrantId)).toEqual(before);

    const elsewhere = { occurrenceId, eventUrl: 'webinar', registrantId: unknown };
    expect(
      await spec.given(
        storedEvent('EventWaitlistPromoted', { ...elsewhere, promotedAt: later, startsAt }),
        storedEvent('EventRegistrationCancelled', { ...elsewhere, cancelReason: 'Busy', waiting: false, cancelledAt: later }),
        storedEvent('EventCheckInChanged', { ...elsewhere, checkIn: true, at }),
        storedEvent('EventEveryoneCheckedOut', { occurrenceId, eventUrl: 'webinar', registrantIds: [unknown], at }),
      ),
    ).toEqual([]);
    expect(await registrant(unknown)).toBeUndefined();
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [occurrenceId, registered, waiting, stays] = [occurrenceOf(), randomUUID(), randomUUID(), randomUUID()];
      const of = (registrantId: string) => ({ occurrenceId, eventUrl: 'webinar', registrantId });
      const events = [
        storedEvent('EventOccurrenceEdited', { occurrenceId, eventUrl: 'webinar', host: 'Noa', googleMeetLink: 'https://meet.example/a', limit: 1, status: 'A', editedAt: at }),
        storedEvent('EventRegistered', { ...person(occurrenceId, registered), registeredAt: at, startsAt }),
        storedEvent('EventWaitlistJoined', { ...person(occurrenceId, waiting), joinedAt: at, startsAt }),
        storedEvent('EventWaitlistJoined', { ...person(occurrenceId, stays), joinedAt: at, startsAt }),
        storedEvent('EventCheckInChanged', { ...of(registered), checkIn: true, at }),
        storedEvent('EventCheckInChanged', { ...of(stays), checkIn: true, at }),
        storedEvent('EventRegistrationCancelled', { ...of(registered), cancelReason: 'Moved', waiting: false, cancelledAt: later }),
        storedEvent('EventWaitlistPromoted', { ...of(waiting), promotedAt: later, startsAt }),
        storedEvent('EventCheckInChanged', { ...of(waiting), checkIn: true, at }),
        storedEvent('EventOccurrenceEdited', { occurrenceId, eventUrl: 'webinar', host: 'Avi', googleMeetLink: 'https://meet.example/b', limit: 2, status: 'D', editedAt: later }),
        storedEvent('EventEveryoneCheckedOut', { occurrenceId, eventUrl: 'webinar', registrantIds: [waiting, randomUUID()], at: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await occurrence(occurrenceId), form).toMatchObject({ host: 'Avi', google_meet_link: 'https://meet.example/b', limit_places: 2, status: 'D', edited_at: new Date(later) });
      const rows = await db().selectFrom('event_registrant').select(['id', 'status', 'waiting', 'cancel_reason', 'check_in', 'created_at', 'placed_at']).where('occurrence_id', '=', occurrenceId).execute();
      expect(new Map(rows.map(({ id, ...row }) => [id, row])), form).toEqual(
        new Map([
          [registered, { status: 'D', waiting: false, cancel_reason: 'Moved', check_in: false, created_at: new Date(at), placed_at: new Date(at) }],
          [waiting, { status: 'A', waiting: false, cancel_reason: null, check_in: false, created_at: new Date(at), placed_at: new Date(later) }],
          [stays, { status: 'A', waiting: true, cancel_reason: null, check_in: true, created_at: new Date(at), placed_at: new Date(at) }],
        ]),
      );
    }
  });
});
