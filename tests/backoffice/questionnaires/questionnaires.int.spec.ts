import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadsAnswer } from '../../../contracts/backoffice/leads/calls';
import type { QuestionnaireRow } from '../../../contracts/backoffice/questionnaires/questionnaire';
import { questionnaireStreamId } from '../../../contracts/backoffice/questionnaires/ids';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../../support/test-app';
import { pdf } from '../../uploads/fixtures';
import { sampleAnswers } from './questionnaires-scenario';

// The intake questionnaires through HTTP: the public form (a questionnaire and its lead, the staff
// mailed, the rate limit), who may read and change them, each change's rule, the stats, and a
// coaching meeting slot booked for one.
type One = { questionnaire: QuestionnaireRow };
type Table = { data: (QuestionnaireRow & { meetingStart: string | null })[]; count: number; questionnaireStatuses: string[]; notifyList: string[] };
type Issue = { path: string; message: string };

let t: TestApp;
let admin: Person;
let csm: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  csm = await personWith(t, admin, { isCSManager: true }, { first_name: 'Shir', last_name: 'Staff' });
});
afterAll(async () => {
  await t?.stop();
});

const asStaff = <T>(name: string, body: unknown) => t.call<T>(name, body, csm.token);
const typeIn = async (name: string, email: string) => {
  const res = await asStaff<One>('createEditQuestionnaire', { newData: { _id: -1, ...sampleAnswers(name, email) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.questionnaire;
};

describe('the public questionnaire form', () => {
  it("makes the questionnaire and a lead ('new', contacted us) together, and mails the staff on the list", async () => {
    expect((await asStaff('updatenewQuestionaireNotifyList', { emails: ['Intake@Questionnaires.test', 'intake@questionnaires.test'] })).body).toMatchObject({ emails: ['intake@questionnaires.test'] });
    const sent = await t.call<{ questionnaireId: string; message: string }>('sendQuestionnaire', { answers: sampleAnswers('Yael Mor', 'yael@form.questionnaires.test') });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe('Thank you! We will be in touch soon');
    const [submitted] = await t.app.store.readStream(questionnaireStreamId(sent.body.questionnaireId));
    expect(submitted).toMatchObject({ type: 'IntakeQuestionnaireSubmitted', data: { via: 'form' } });
    // a visitor acted: no actor
    expect(submitted!.metadata.actor).toBeUndefined();
    const leads = await asStaff<LeadsAnswer>('getLeadsData', { search: 'yael@form.questionnaires.test' });
    expect(leads.body.data).toEqual([expect.objectContaining({ name: 'Yael Mor', status: 'new', contactedUs: true, questionnaireId: sent.body.questionnaireId, phone: '052-7654321' })]);
    const table = await asStaff<Table>('getQuestionnairesData', { search: 'yael@form' });
    expect(table.body.data).toEqual([expect.objectContaining({ _id: sent.body.questionnaireId, fullName: 'Yael Mor', status: 'new', contacted: false, city: 'Haifa', age: 34, leadId: leads.body.data[0]!._id })]);
    expect(table.body.notifyList).toEqual(['intake@questionnaires.test']);
    const [mail] = await t.mailsTo('intake@questionnaires.test');
    expect(mail!.subject).toBe('New questionnaire: Yael Mor');
    expect(mail!.text_body).toContain('yael@form.questionnaires.test');
  });

  it('refuses answers without a name, an address or a phone, on their fields, and makes nothing', async () => {
    const res = await t.call<{ issues: Issue[] }>('sendQuestionnaire', { answers: { email: 'not-an-address', fullName: '', phone: '12' } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path).sort()).toEqual(['answers.email', 'answers.fullName', 'answers.phone']);
    expect(res.body.issues.find((i) => i.path === 'answers.fullName')?.message).toBe('Write your full name');
  });

  it('slows down one address sending form after form (429 with Retry-After)', async () => {
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) status = (await t.call('sendQuestionnaire', { answers: sampleAnswers(`Flood ${i}`, `flood${i}@questionnaires.test`) })).status;
    expect(status).toBe(429);
  });
});

describe('who may read and change the questionnaires', () => {
  it('answers staff only: a seeker, a recruiter and a journey client get 403, a visitor 401', async () => {
    const q = await typeIn('Kept Safe', 'kept@questionnaires.test');
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const client = await personWith(t, admin, activeClient);
    const calls: [string, Record<string, unknown>][] = [
      ['getQuestionnairesData', {}],
      ['setQuestionnaireStatus', { questionnaireId: q._id, status: 'signed' }],
      ['setQuestionnaireContacted', { questionnaireId: q._id, contacted: true }],
      ['getQuestionnairesStats', {}],
      ['getLastQuestionaireDate', {}],
      ['getCalendars', {}],
      ['updatenewQuestionaireNotifyList', { emails: [] }],
    ];
    for (const caller of [seeker, recruiter, client]) for (const [name, body] of calls) expect((await t.call(name, body, caller.token)).status, `${name} by ${caller.email}`).toBe(403);
    for (const [name, body] of calls) expect((await t.call(name, body)).status, name).toBe(401);
    expect((await t.app.store.readStream(questionnaireStreamId(q._id))).map((e) => e.type)).toEqual(['IntakeQuestionnaireSubmitted']);
  });
});

describe("staff's changes", () => {
  it('saves the answers again, one field by its rule, the contact mark and a status of the list', async () => {
    const q = await typeIn('Dan Typed', 'dan@questionnaires.test');
    const edited = await asStaff<One>('createEditQuestionnaire', { newData: { _id: q._id, ...sampleAnswers('Dan Typed', 'dan@questionnaires.test'), city: 'Acre' } });
    expect(edited.body.questionnaire).toMatchObject({ city: 'Acre', leadId: null });
    expect((await asStaff<One>('setQuestionnaireField', { questionnaireId: q._id, fieldName: 'age', value: 41 })).body.questionnaire.age).toBe(41);
    const badAge = await asStaff<{ issues: Issue[] }>('setQuestionnaireField', { questionnaireId: q._id, fieldName: 'age', value: 7 });
    expect(badAge.status).toBe(400);
    expect(badAge.body.issues).toEqual([expect.objectContaining({ path: 'value', message: 'Age is a whole number from 16 to 99' })]);
    expect((await asStaff<One>('setQuestionnaireContacted', { questionnaireId: q._id, contacted: true })).body.questionnaire.contacted).toBe(true);
    expect((await asStaff<One>('setQuestionnaireStatus', { questionnaireId: q._id, status: 'meeting scheduled' })).body.questionnaire.status).toBe('meeting scheduled');
    const refused = await asStaff<{ code: string; issues: Issue[] }>('setQuestionnaireStatus', { questionnaireId: q._id, status: 'ghosted' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'QuestionnaireRefused', issues: [{ path: 'status' }] } });
    expect((await asStaff('setQuestionnaireContacted', { questionnaireId: 'nobody', contacted: true })).status).toBe(404);
  });

  it('attaches a CV by content, answering a signed link to it', async () => {
    const q = await typeIn('Cv Person', 'cv@questionnaires.test');
    const form = new FormData();
    form.set('questionnaireId', q._id);
    form.set('cv', new Blob([pdf], { type: 'application/pdf' }), 'my cv.pdf');
    const res = await fetch(`${t.app.url}/api/uploadQuestionnaireCVFile`, { method: 'POST', headers: { authorization: `Bearer ${csm.token}` }, body: form });
    expect(res.status).toBe(200);
    const { questionnaire } = (await res.json()) as One;
    expect(questionnaire.cvFile?.name).toMatch(/\.pdf$/);
    const file = await fetch(`${t.app.url}${questionnaire.cvFile!.url}`);
    expect(file.status).toBe(200);
  });

  it('books a free coaching meeting slot once: it leaves the calendars, a second booking is 409', async () => {
    const q = await typeIn('Meet Me', 'meet@questionnaires.test');
    const other = await typeIn('Late Comer', 'late@questionnaires.test');
    const start = new Date(Date.now() + 4 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const opened = await asStaff<{ slots: { slotId: string; start: string }[] }>('openMeetingSlots', { start: start.toISOString(), minutes: 30 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const slotId = opened.body.slots.find((s) => s.start === start.toISOString())!.slotId;
    type Calendars = { calendars: { staffId: string | null; name: string; slots: { slotId: string }[] }[] };
    const free = async () => (await asStaff<Calendars>('getCalendars', {})).body.calendars.flatMap((c) => c.slots.map((s) => s.slotId));
    expect(await free()).toContain(slotId);
    expect((await asStaff<Calendars>('getCalendars', {})).body.calendars.find((c) => c.staffId === csm.userId)?.name).toBe('Shir Staff');
    const booked = await asStaff<One>('scheduleMeetingQuestionnaire', { questionnaireId: q._id, slotId });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.questionnaire.meeting).toEqual({ slotId, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() });
    expect(await free()).not.toContain(slotId);
    expect((await asStaff('scheduleMeetingQuestionnaire', { questionnaireId: other._id, slotId })).status).toBe(409);
  });

  it('counts the questionnaires by status and by week, and says when the last came', async () => {
    const stats = await asStaff<{ total: number; byStatus: { status: string; count: number }[]; byWeek: { week: string; count: number }[] }>('getQuestionnairesStats', {});
    expect(stats.status).toBe(200);
    expect(stats.body.total).toBeGreaterThan(0);
    expect(stats.body.byStatus.reduce((n, s) => n + s.count, 0)).toBe(stats.body.total);
    expect(stats.body.byWeek.reduce((n, w) => n + w.count, 0)).toBe(stats.body.total);
    // weeks start on Sunday
    for (const { week } of stats.body.byWeek) expect(new Date(`${week}T12:00:00Z`).getUTCDay()).toBe(0);
    const last = await asStaff<{ date: string | null }>('getLastQuestionaireDate', {});
    expect(Date.now() - Date.parse(last.body.date!)).toBeLessThan(10 * 60_000);
  });
});
