import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registrants } from '../../../contracts/backoffice/events/calls';
import { eventOccurrenceStreamId, occurrenceRoom } from '../../../contracts/backoffice/events/ids';
import type { RegistrantChangedMessage } from '../../../contracts/backoffice/events/live';
import { eventMessages as m } from '../../../contracts/backoffice/events/messages';
import { OCCURRENCE_WATCH } from '../../../contracts/backoffice/events/ids';
import { eventReminder } from '../../../ops/backoffice/events/tasks/event-reminder';
import { signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { nextMessage } from '../../support/next-message';
import { startTestApp, type TestApp } from '../../support/test-app';
import { eventData, GOOGLE_MEET, israelHour, listedOccurrences, person, PRODUCT_WEBINAR, register, setLimit } from './events-support';

// Weekly webinars through HTTP: the listed occurrences, registration (the form's rules, the same
// email twice, the last places raced for by 100 at once), the waitlist and its promotion, the
// registrant's link, cancellation, the mails, and the manage dialog's calls with their live list.
type Refused = { error: string; code: string; issues?: { path: string; message: string }[] };

let t: TestApp;
let admin: Person;
let seeker: Person;
beforeAll(async () => {
  // visitors' registrations are limited per address; this file registers many from one (the limit
  // itself is tested in events-limits.int.spec.ts)
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '0' });
  admin = await signInAdmin(t);
  seeker = await t.signUp();
});
afterAll(async () => {
  await t?.stop();
});

describe('the event page', () => {
  it('lists 8 weekly occurrences from 4 days ahead, 15:00–16:00 in Israel, to managers, and the first 2 open ones to visitors', async () => {
    const staff = (await eventData(t, GOOGLE_MEET, admin.token)).body;
    expect(staff.isManager).toBe(true);
    expect(staff.occurrences.map((o) => o._id)).toEqual(listedOccurrences(GOOGLE_MEET));
    const starts = staff.occurrences.map((o) => DateTime.fromISO(o.date));
    expect(starts[0]!.diffNow('days').days).toBeGreaterThan(3);
    for (let i = 1; i < starts.length; i++) expect(starts[i]!.diff(starts[i - 1]!, 'days').days).toBe(7);
    for (const o of staff.occurrences) {
      expect(israelHour(o.date)).toBe(15);
      expect(israelHour(o.end)).toBe(16);
      expect(o.limit).toBe(50);
    }
    // a closed first occurrence is not offered to visitors: the next two open ones are
    await setLimit(t, admin.token, staff.occurrences[0]!._id, 50, 'D');
    const visitor = (await eventData(t, GOOGLE_MEET)).body;
    expect(visitor.isManager).toBe(false);
    expect(visitor.occurrences.map((o) => o._id)).toEqual([staff.occurrences[1]!._id, staff.occurrences[2]!._id]);
    expect(visitor.occurrences.every((o) => o.host === null && o.googleMeetLink === null)).toBe(true);
    expect((await eventData(t, GOOGLE_MEET, seeker.token)).body.occurrences).toHaveLength(2);
    await setLimit(t, admin.token, staff.occurrences[0]!._id, 50, 'A');
    expect((await eventData(t, PRODUCT_WEBINAR)).body.event.eventUrl).toBe(PRODUCT_WEBINAR);
    expect((await eventData(t, 'no-such-event')).status).toBe(404);
  });
});

describe('registering', () => {
  it('requires email (an email), first and last name and phone, on the server too', async () => {
    const [occurence] = listedOccurrences(GOOGLE_MEET);
    const refused = await t.call<Refused>('registerToEvent', { occurence, registerData: { email: 'not-an-email', firstName: ' ', lastName: '', phone: '' } });
    expect(refused.status).toBe(400);
    const messages = Object.fromEntries((refused.body.issues ?? []).map((i) => [i.path, i.message]));
    expect(messages).toMatchObject({ 'registerData.email': m.EventEmailInvalid, 'registerData.firstName': m.EventFirstNameRequired, 'registerData.lastName': m.EventLastNameRequired, 'registerData.phone': m.EventPhoneRequired });
    expect((await register(t, 'google_meet_2026-01-02')).status).toBe(404);
  });

  it('answers id and code; the link shows the registration; the same email again takes no second place and is not told the link', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[1]!;
    const data = person('dana');
    const done = await register(t, occurence, data);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ eventUrl: GOOGLE_MEET, waiting: false, message: m.EventRegistered });
    const { id, code } = done.body as { id: string; code: string };
    const again = await register(t, occurence, { ...data, email: data.email.toUpperCase() });
    expect(again.body).toMatchObject({ alreadyRegistered: true, message: m.EventAlreadyRegistered });
    expect(again.body).not.toHaveProperty('code');
    const page = (await eventData(t, GOOGLE_MEET, undefined, { id, code })).body;
    expect(page.registered).toMatchObject({ _id: id, code, email: data.email, firstName: 'Dana', status: 'A', waiting: false, checkIn: false, occurrence: { _id: occurence, registeredCount: 1 } });
    expect((await eventData(t, GOOGLE_MEET)).body.occurrences.find((o) => o._id === occurence)).toMatchObject({ registeredCount: 1, placesLeft: 49 });
    expect((await eventData(t, GOOGLE_MEET, undefined, { id, code: 'wrong' })).body.registered).toBeNull();
    // the confirmation carries the calendar invitation, in UTC
    const [mail] = await t.mailsTo(data.email);
    expect(mail!.subject).toContain('You are registered');
    const row = await t.engine.db.selectFrom('mail_outbox').select(['calendar']).where('id', '=', mail!.id).executeTakeFirstOrThrow();
    expect(row.calendar).toContain('BEGIN:VCALENDAR');
    expect(row.calendar).toMatch(/DTSTART:\d{8}T130000Z|DTSTART:\d{8}T140000Z/);
  });

  it('leaves exactly 10 registered when 100 race at once for the last 10 places', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[2]!;
    await setLimit(t, admin.token, occurence, 10);
    const answers = await Promise.all(Array.from({ length: 100 }, () => register(t, occurence)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const placed = answers.filter((a) => a.body.id);
    expect(placed).toHaveLength(10);
    expect(answers.filter((a) => a.body.limitReached)).toHaveLength(90);
    expect(answers.find((a) => a.body.limitReached)!.body.message).toBe('not registered, no places left');
    const list = (await t.call<Registrants>('getRegisteredUsers', { occurence }, admin.token)).body;
    expect(list.registered.map((r) => r._id).sort()).toEqual(placed.map((a) => a.body.id).sort());
    expect(list.occurrence).toMatchObject({ registeredCount: 10, placesLeft: 0, limit: 10 });
  }, 60_000);
});

describe('the waitlist', () => {
  it('takes the waiting in order when a place frees, by a cancellation or a higher limit, and mails them', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[3]!;
    await setLimit(t, admin.token, occurence, 1);
    const first = person('first');
    const a = (await register(t, occurence, first)).body;
    const [w1, w2] = [person('wait1'), person('wait2')];
    const refused = (await register(t, occurence, w1)).body;
    expect(refused).toMatchObject({ limitReached: true });
    const b = (await register(t, occurence, w1, true)).body;
    const c = (await register(t, occurence, w2, true)).body;
    expect(b).toMatchObject({ waiting: true, message: m.EventWaitlistJoined });
    expect((await t.mailsTo(w1.email))[0]!.subject).toContain('waitlist');
    expect((await eventData(t, GOOGLE_MEET, undefined, { id: c.id!, code: c.code! })).body.registered).toMatchObject({ waiting: true, waitingPosition: 2 });

    const wrong = await t.call<Refused>('cancelRegistrationToEvent', { eventUrl: GOOGLE_MEET, cancelReason: 'x', id: a.id, code: 'nope' });
    expect(wrong.status).toBe(404);
    const cancelled = await t.call('cancelRegistrationToEvent', { eventUrl: GOOGLE_MEET, cancelReason: 'Sick', id: a.id, code: a.code });
    expect(cancelled.body).toMatchObject({ canceled: true, message: m.EventRegistrationCancelled });
    const promoted = await t.mailsTo(w1.email, 2);
    expect(promoted[0]!.subject).toContain('A place freed');
    const list = (await t.call<Registrants>('getRegisteredUsers', { occurence }, admin.token)).body;
    expect(list.registered.map((r) => r._id)).toEqual([b.id]);
    expect(list.waitlist.map((r) => r._id)).toEqual([c.id]);
    expect(list.cancelled).toMatchObject([{ _id: a.id, status: 'D', cancelReason: 'Sick' }]);
    expect((await t.mailsTo(first.email, 2))[0]!.subject).toContain('cancelled');

    // a higher limit takes the next one
    await setLimit(t, admin.token, occurence, 2);
    expect((await t.mailsTo(w2.email, 2))[0]!.subject).toContain('A place freed');
    expect((await eventData(t, GOOGLE_MEET, undefined, { id: c.id!, code: c.code! })).body.registered).toMatchObject({ waiting: false, waitingPosition: null });
  }, 30_000);
});

describe('the reminder the day before', () => {
  it('mails the registered, and not the cancelled', async () => {
    const occurence = listedOccurrences(PRODUCT_WEBINAR)[4]!;
    const [kept, gone] = [person('remind'), person('remindgone')];
    const a = (await register(t, occurence, kept)).body;
    const b = (await register(t, occurence, gone)).body;
    await t.call('cancelRegistrationToEvent', { eventUrl: PRODUCT_WEBINAR, cancelReason: '', id: b.id, code: b.code });
    // their confirmations (and the cancellation) first
    await t.mailsTo(kept.email, 1);
    await t.mailsTo(gone.email, 2);
    const ctx = { actor: null, correlationId: 'test' };
    await eventReminder.handle(t.app.deps, { occurrenceId: occurence, registrantId: a.id! }, ctx);
    await eventReminder.handle(t.app.deps, { occurrenceId: occurence, registrantId: b.id! }, ctx);
    const mails = await t.mailsTo(kept.email, 2);
    expect(mails[0]!.subject).toMatch(/^Tomorrow: /);
    expect(mails[0]!.text_body).toContain(`id=${a.id}&code=${a.code}`);
    // the task has run: a mail it sent would be in the outbox already
    expect((await t.mailsTo(gone.email, 2)).map((m) => m.subject).some((s) => s.startsWith('Tomorrow'))).toBe(false);
  }, 30_000);
});

describe("a registrant's personal data", () => {
  it('is kept encrypted under their own key and erased with the account of their email', async () => {
    const occurence = listedOccurrences(PRODUCT_WEBINAR)[3]!;
    const member = await t.signUp({ first_name: 'Erin', last_name: 'Erased' });
    const done = (await register(t, occurence, { email: member.email, firstName: 'Erin', lastName: 'Erased', phone: '050-7654321' })).body;
    expect((await t.call('deleteAccount', { password: 'secret123' }, member.token)).status).toBe(200);
    const list = (await t.call<Registrants>('getRegisteredUsers', { occurence }, admin.token)).body;
    expect(list.registered.map((r) => r._id)).not.toContain(done.id);
    const history = await t.app.store.readStream(eventOccurrenceStreamId(occurence));
    const registered = history.find((e) => e.type === 'EventRegistered' && (e.data as { registrantId: string }).registrantId === done.id)!;
    expect(registered.data).toMatchObject({ email: '', firstName: '', lastName: '', phone: '' });
  });
});

describe('managing an occurrence', () => {
  it('is for journey admins and site admins: 401 for visitors, 403 for others', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[4]!;
    expect((await t.call('getRegisteredUsers', { occurence })).status).toBe(401);
    expect((await t.call('getRegisteredUsers', { occurence }, seeker.token)).status).toBe(403);
    expect((await t.call('checkOutEveryone', { occurence }, seeker.token)).status).toBe(403);
    expect((await t.call('changeCheckIn', { occurence, id: 'x', checkIn: true })).status).toBe(401);
  });

  it('requires host (email), the link and a number limit, and keeps the limit over the registered', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[5]!;
    const refused = await t.call<Refused>('editEventOccurrence', { occurence, eventUrl: GOOGLE_MEET, newOccurenceData: { host: 'nobody', googleMeetLink: '', limit: 'many', status: 'A' } }, admin.token);
    expect(refused.status).toBe(400);
    const messages = Object.fromEntries((refused.body.issues ?? []).map((i) => [i.path, i.message]));
    expect(messages).toMatchObject({ 'newOccurenceData.host': m.EventHostInvalid, 'newOccurenceData.googleMeetLink': m.EventLinkRequired, 'newOccurenceData.limit': m.EventLimitRequired });
    await register(t, occurence);
    await register(t, occurence);
    const below = await t.call<Refused>('editEventOccurrence', { occurence, eventUrl: GOOGLE_MEET, newOccurenceData: { host: 'host@example.com', googleMeetLink: 'https://meet.google.com/x', limit: 1, status: 'A' } }, admin.token);
    expect(below.body.code).toBe('LimitBelowRegistered');
    const saved = await setLimit(t, admin.token, occurence, 30, 'D');
    expect(saved.occurrence).toMatchObject({ limit: 30, status: 'D', host: 'host@example.com', registeredCount: 2 });
    expect((await register(t, occurence)).body).toMatchObject({ code: 'OccurrenceClosed' });
  });

  it('checks people in and out, live in the occurrence room, and checks everyone out', async () => {
    const occurence = listedOccurrences(PRODUCT_WEBINAR)[0]!;
    const a = (await register(t, occurence)).body;
    const b = (await register(t, occurence)).body;
    const socket = await t.socket(admin.token);
    const joined = await socket.emitWithAck(OCCURRENCE_WATCH, { occurence });
    expect(joined).toEqual({ joined: true });
    // a seeker may not listen to an occurrence
    const other = await t.socket(seeker.token);
    expect(await other.emitWithAck(OCCURRENCE_WATCH, { occurence })).toEqual({ joined: false });
    expect(occurrenceRoom(occurence)).toContain(occurence);

    const heard = nextMessage<RegistrantChangedMessage>(socket, 'events.registrant.changed', (msg) => msg.registrant._id === a.id && msg.registrant.checkIn, 5000);
    const checked = await t.call<Registrants>('changeCheckIn', { occurence, id: a.id, checkIn: true }, admin.token);
    expect(checked.body.registered.find((r) => r._id === a.id)!.checkIn).toBe(true);
    expect((await heard).occurrenceId).toBe(occurence);

    // a registration is heard too
    const came = nextMessage<RegistrantChangedMessage>(socket, 'events.registrant.changed', (msg) => msg.registrant.email.startsWith('late.'), 5000);
    await register(t, occurence, person('late'));
    expect((await came).registrant).toMatchObject({ status: 'A', waiting: false, checkIn: false });

    await t.call('changeCheckIn', { occurence, id: b.id, checkIn: true }, admin.token);
    const out = await t.call<Registrants>('checkOutEveryone', { occurence }, admin.token);
    expect(out.body.registered.every((r) => !r.checkIn)).toBe(true);
    expect((await t.call<Refused>('changeCheckIn', { occurence, id: 'nosuchone', checkIn: true }, admin.token)).body.code).toBe('RegistrantNotFound');
  });
});
