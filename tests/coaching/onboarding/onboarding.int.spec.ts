import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingSlotStreamId, onboardingStreamId } from '../../../contracts/coaching/onboarding/ids';
import type { Meeting, Onboarding, StaffSlot } from '../../../contracts/coaching/onboarding/onboarding';
import type { PersonalJourney } from '../../../contracts/coaching/journey/journey';
import { startTestApp, type TestApp } from '../../support/test-app';
import { docx, png, pdf } from '../../uploads/fixtures';
import { activeClient, personWith, signInAdmin, type Person } from '../journey/journey-support';
import { details, hoursAhead, sendFile, throughTwoParts, type Refusal } from './onboarding-support';

// Onboarding over HTTP: the three parts in order, the CV file's rules, the meeting slots staff
// open and clients book, one client per slot.
let t: TestApp;
let admin: Person;
let coach: Person;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await t?.stop();
});

const client = () => personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
type Answer = { onboarding: Onboarding };
type Slots = { onboarding: Onboarding; slots: Meeting[]; message?: string };
const openSlots = async (start: string, count = 1, minutes = 30) => {
  const res = await t.call<{ slots: StaffSlot[] } & Refusal>('openMeetingSlots', { start, minutes, count }, coach.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.slots.filter((s) => Date.parse(s.start) >= Date.parse(start) && Date.parse(s.start) < Date.parse(start) + count * minutes * 60_000);
};
// iCalendar folds long lines: a break and a space or tab continue the line
const unfold = (ics: string | null | undefined) => (ics ?? '').replace(/\r\n[ \t]/g, '');

// the meeting's mails, after the address's confirmation mail
const calendarOf = async (email: string, count: number) => {
  await t.mailsTo(email, count + 1);
  return t.engine.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'calendar']).where('to_address', '=', email).where('calendar', 'is not', null).orderBy('id').execute();
};

describe('the data check', () => {
  it('starts at 0 % and says what to fix in each field, on the server', async () => {
    const noa = await client();
    const start = await t.call<Answer>('getOnboarding', {}, noa.token);
    expect(start.body.onboarding).toMatchObject({ percent: 0, done: false, completed: { dataChecked: false, uploadCV: false, firstMeeting: false }, cvFile: null, meeting: null });
    const bad = await t.call<Refusal>('checkOnboardingData', { data: { email: 'not-mail', phone: '12', first_name: ' ', last_name: 'Shapiro', title: '' } }, noa.token);
    expect(bad.status).toBe(400);
    const said = Object.fromEntries((bad.body.issues ?? []).map((i) => [i.path, i.message]));
    expect(said).toMatchObject({ 'data.phone': 'Enter a phone number of 7 to 15 digits', 'data.title': 'Enter your professional title' });
    expect(Object.keys(said)).toEqual(expect.arrayContaining(['data.email', 'data.first_name']));
    expect((await t.app.store.readStream(onboardingStreamId(noa.userId))).length).toBe(0);
  });

  it('records the checked details, 33.3 %, and the journey shows them', async () => {
    const noa = await client();
    const res = await t.call<Answer>('checkOnboardingData', { data: { ...details('noa.new@example.com'), phone: '+972 50 765 4321' } }, noa.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.onboarding).toMatchObject({ percent: 33.3, completed: { dataChecked: true, uploadCV: false, firstMeeting: false } });
    const journey = await t.call<{ personaljourney: PersonalJourney }>('getPersonalJourneyData', {}, noa.token);
    expect(journey.body.personaljourney).toMatchObject({ email: 'noa.new@example.com', phone: '+972 50 765 4321', first_name: 'Noa', title: 'Product Manager', currentStep: 0, completed: { dataChecked: true, uploadCV: false } });
  });
});

describe('uploadPublishCVFile', () => {
  it('is unlocked by the data check', async () => {
    const noa = await client();
    const res = await sendFile(t, noa.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Check your details first');
  });

  it("is unlocked by the journey's data check as well: the journey and the onboarding agree it is done", async () => {
    const noa = await client();
    const saved = await t.call<{ setStep: number | null }>('updatePersonalJourneyData', { data: { first_name: 'Noa', last_name: 'Shapiro', email: noa.email, phone: '050-1234567', title: 'Product Manager' } }, noa.token);
    expect(saved.body.setStep).toBe(1);
    const journey = await t.call<{ personaljourney: PersonalJourney }>('getPersonalJourneyData', {}, noa.token);
    expect(journey.body.personaljourney.completed.dataChecked).toBe(true);
    const res = await sendFile(t, noa.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.onboarding as Answer['onboarding']).completed).toMatchObject({ dataChecked: true, uploadCV: true });
  });

  it('takes at most 51200 bytes, a docx or pdf by its content, whatever its name', async () => {
    const noa = await client();
    await t.call('checkOnboardingData', { data: details(noa.email) }, noa.token);
    const big = Buffer.concat([pdf, Buffer.alloc(51_201 - pdf.length, 0x20)]);
    expect(big.length).toBe(51_201);
    const tooBig = await sendFile(t, noa.token, big, 'cv.pdf', { isOnboarding: 'true' });
    expect([tooBig.status, tooBig.body.error]).toEqual([413, 'File too big - 50 KB Max']);
    const image = await sendFile(t, noa.token, png, 'cv.pdf', { isOnboarding: 'true' });
    expect([image.status, image.body.error]).toEqual([415, 'Invalid extension']);
    const exact = Buffer.concat([pdf, Buffer.alloc(51_200 - pdf.length, 0x20)]);
    const ok = await sendFile(t, noa.token, exact, 'my cv.pdf', { isOnboarding: 'true' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const onboarding = ok.body.onboarding as Onboarding;
    expect(onboarding).toMatchObject({ percent: 66.7, completed: { dataChecked: true, uploadCV: true, firstMeeting: false }, cvFile: { name: 'my cv.pdf', kind: 'pdf', size: 51_200 } });
    expect((ok.body.personaljourney as PersonalJourney).completed.uploadCV).toBe(true);
    const download = await fetch(`${t.app.url}${onboarding.cvFile!.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(exact)).toBe(true);
    // a name that claims another type than the content's is refused
    const posing = await sendFile(t, noa.token, docx, 'cv.pdf', { isOnboarding: 'true' });
    expect([posing.status, posing.body.error]).toEqual([415, 'Invalid extension']);
    // a docx replaces the pdf, whose link then finds nothing
    const word = await sendFile(t, noa.token, docx, 'cv.docx', { isOnboarding: 'true' });
    expect(word.status, JSON.stringify(word.body)).toBe(200);
    expect((word.body.onboarding as Onboarding).cvFile).toMatchObject({ kind: 'docx', name: 'cv.docx' });
    expect((await fetch(`${t.app.url}${onboarding.cvFile!.url}`)).status).toBe(404);
  });

  it('leaves storage with the erased account, and no event keeps the file’s name readable', async () => {
    const noa = await client();
    await t.call('checkOnboardingData', { data: details(noa.email) }, noa.token);
    const sent = await sendFile(t, noa.token, pdf, 'Zimrat Orlovsky CV.pdf', { isOnboarding: 'true' });
    const { url } = (sent.body.onboarding as Onboarding).cvFile!;
    const fileId = decodeURIComponent(/\/files\/([^?]+)/.exec(url)![1]!);
    const kept = () => existsSync(path.join(t.app.config.dataDir, 'uploads', fileId));
    expect(kept()).toBe(true);
    const raw = JSON.stringify((await sql<{ data: unknown }>`SELECT data FROM event WHERE stream_id = ${onboardingStreamId(noa.userId)}`.execute(t.engine.db)).rows);
    expect(raw).toContain(fileId);
    expect(raw).not.toContain('Orlovsky');
    expect((await t.call('deleteAccount', { password: 'secret123' }, noa.token)).status).toBe(200);
    expect(kept()).toBe(false);
    expect((await fetch(`${t.app.url}${url}`)).status).toBe(404);
  });
});

describe('meeting slots and booking', () => {
  it('lets only staff open slots, never overlapping, and books one for a client who uploaded a CV', async () => {
    const noa = await client();
    const start = hoursAhead(3, 7);
    expect((await t.call('openMeetingSlots', { start, minutes: 30, count: 2 }, noa.token)).status).toBe(403);
    const [first, second] = await openSlots(start, 2);
    expect(first).toMatchObject({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), bookedBy: null });
    const overlap = await t.call<Refusal>('openMeetingSlots', { start: new Date(Date.parse(start) + 15 * 60_000).toISOString(), minutes: 30, count: 1 }, coach.token);
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatch(/^A slot is already open at /);
    expect((await t.call<Refusal>('openMeetingSlots', { start: hoursAhead(-1, 7), minutes: 30 }, coach.token)).body.error).toBe('Open slots from now on');

    // the meeting waits for the CV
    await t.call('checkOnboardingData', { data: details(noa.email) }, noa.token);
    const early = await t.call<Refusal>('scheduleMeeting', { slotId: first!.slotId }, noa.token);
    expect([early.status, early.body.error]).toEqual([409, 'Upload your CV first']);
    await sendFile(t, noa.token, pdf, 'cv.pdf', { isOnboarding: 'true' });

    const listed = await t.call<Slots>('fetchMeetingSlots', {}, noa.token);
    expect(listed.body.slots.map((s) => s.slotId)).toEqual(expect.arrayContaining([first!.slotId, second!.slotId]));
    const booked = await t.call<Slots>('scheduleMeeting', { slotId: first!.slotId }, noa.token);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.onboarding).toMatchObject({ percent: 100, done: true, meeting: { slotId: first!.slotId, start } });
    expect(booked.body.slots.map((s) => s.slotId)).not.toContain(first!.slotId);
    // booking another time moves the meeting there, and opens the first again
    const moved = await t.call<Slots>('scheduleMeeting', { slotId: second!.slotId }, noa.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.onboarding.meeting?.slotId).toBe(second!.slotId);
    expect(moved.body.slots.map((s) => s.slotId)).toContain(first!.slotId);
    expect((await t.app.store.readStream(meetingSlotStreamId(first!.slotId))).map((e) => e.type)).toEqual(['MeetingSlotOpened', 'MeetingSlotBooked', 'MeetingSlotReleased']);
    expect((await t.call('scheduleMeeting', { slotId: first!.slotId }, noa.token)).status).toBe(200);

    // staff see who holds it; the journey's onboarding is complete
    const staffView = await t.call<{ slots: StaffSlot[] }>('getMeetingSlots', {}, coach.token);
    expect(staffView.body.slots.find((s) => s.slotId === first!.slotId)?.bookedBy).toMatchObject({ userId: noa.userId, email: noa.email });
    const closeBooked = await t.call<Refusal>('closeMeetingSlot', { slotId: first!.slotId }, coach.token);
    expect([closeBooked.status, closeBooked.body.error]).toEqual([409, 'A client booked this time: cancel their meeting before closing it']);
    const journey = await t.call<{ personaljourney: PersonalJourney }>('getPersonalJourneyData', {}, noa.token);
    expect(journey.body.personaljourney.completed).toEqual({ dataChecked: true, uploadCV: true, firstMeeting: true });
  });

  it('mails a calendar invitation in Asia/Jerusalem time, and cancels it', async () => {
    const noa = await client();
    await throughTwoParts(t, noa, pdf);
    // 07:00 UTC on a day in the future is 09:00 or 10:00 in Jerusalem (winter or summer time)
    const start = hoursAhead(4, 7);
    const [slot] = await openSlots(start, 1, 45);
    expect((await t.call('scheduleMeeting', { slotId: slot!.slotId }, noa.token)).status).toBe(200);
    const [mail] = await calendarOf(noa.email, 1);
    const jerusalem = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const from = jerusalem.format(new Date(start));
    const to = jerusalem.format(new Date(Date.parse(start) + 45 * 60_000));
    expect(mail!.subject).toContain(`${from}–${to} (Asia/Jerusalem)`);
    expect(mail!.text_body).toContain(`${from}–${to} (Asia/Jerusalem)`);
    const ics = unfold(mail!.calendar);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SUMMARY:JobHunt: your onboarding meeting');
    expect(ics).toContain(`DTSTART:${stamp(start)}`);
    expect(ics).toContain(`DTEND:${stamp(new Date(Date.parse(start) + 45 * 60_000).toISOString())}`);
    expect(ics).toContain(`UID:${slot!.slotId}-${noa.userId}@jobhunt`);
    expect(ics).toMatch(/ATTENDEE;.*mailto:/);

    const cancelled = await t.call<Slots>('cancelMeeting', {}, noa.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.onboarding).toMatchObject({ meeting: null, percent: 66.7 });
    expect(cancelled.body.slots.map((s) => s.slotId)).toContain(slot!.slotId);
    const mails = await calendarOf(noa.email, 2);
    const cancel = mails.find((m) => m.calendar?.includes('METHOD:CANCEL'));
    expect(cancel?.subject).toBe('Your JobHunt meeting is cancelled');
    expect(unfold(cancel?.calendar)).toContain(`UID:${slot!.slotId}-${noa.userId}@jobhunt`);
    expect((await t.call<Refusal>('cancelMeeting', {}, noa.token)).body.error).toBe('There is no meeting to cancel');
  });

  it('gives a slot to one client when several book it at once; the rest are told to choose another', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => client()));
    for (const c of clients) await throughTwoParts(t, c, pdf);
    const [slot] = await openSlots(hoursAhead(5, 8));
    const answers = await Promise.all(clients.map((c) => t.call<Refusal>('scheduleMeeting', { slotId: slot!.slotId }, c.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.error).toBe('Someone booked this time a moment ago: choose another time');
    const slotEvents = (await t.app.store.readStream(meetingSlotStreamId(slot!.slotId))).map((e) => e.type);
    expect(slotEvents).toEqual(['MeetingSlotOpened', 'MeetingSlotBooked']);
    const winner = clients[answers.findIndex((a) => a.status === 200)]!;
    const staffView = await t.call<{ slots: StaffSlot[] }>('getMeetingSlots', {}, coach.token);
    expect(staffView.body.slots.find((s) => s.slotId === slot!.slotId)?.bookedBy?.userId).toBe(winner.userId);
  });
});

describe('access', () => {
  it('never lets a client act on, or read, another client’s onboarding or booking', async () => {
    const [noa, omer] = [await client(), await client()];
    await throughTwoParts(t, noa, pdf);
    const [slot] = await openSlots(hoursAhead(6, 9));
    expect((await t.call('scheduleMeeting', { slotId: slot!.slotId }, noa.token)).status).toBe(200);
    for (const [call, body] of [
      ['getOnboarding', {}],
      ['fetchMeetingSlots', {}],
      ['checkOnboardingData', { data: details(omer.email) }],
      ['cancelMeeting', {}],
      ['scheduleMeeting', { slotId: slot!.slotId }],
    ] as const) {
      const res = await t.call(call, { ...body, userId: noa.userId }, omer.token);
      expect(res.status, `${call}: ${JSON.stringify(res.body)}`).toBe(403);
    }
    // the open list never names who holds a slot, and omits the held one
    const omerSees = await t.call<Slots>('fetchMeetingSlots', {}, omer.token);
    expect(JSON.stringify(omerSees.body)).not.toContain(noa.userId);
    expect(omerSees.body.slots.map((s) => s.slotId)).not.toContain(slot!.slotId);
    for (const call of ['getMeetingSlots', 'closeMeetingSlot']) expect((await t.call(call, { slotId: slot!.slotId }, omer.token)).status).toBe(403);
    // staff act for the client
    const forNoa = await t.call<Answer>('getOnboarding', { userId: noa.userId }, coach.token);
    expect(forNoa.body.onboarding).toMatchObject({ userId: noa.userId, done: true, meeting: { slotId: slot!.slotId } });
  });
});
