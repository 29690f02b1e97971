import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { COPY_ZONE } from '../../../contracts/backoffice/journey-settings/copies';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';
import { personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { sampleAnswers } from '../questionnaires/questionnaires-scenario';

// The two texts staff copy for WhatsApp from a day on: who may ask, the day's rule, what they say.
let t: TestApp;
let jhAdmin: Person;
let coach: Person;
const today = DateTime.now().setZone(COPY_ZONE).toISODate()!;
const tomorrow = DateTime.now().setZone(COPY_ZONE).plus({ days: 1 }).toISODate()!;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  const admin = await signInAdmin(t);
  jhAdmin = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' });
  coach = await personWith(t, admin, { isCSManager: true });
  const recruiter = await t.signUp({ first_name: 'Rita', lookingforwork: false });
  for (const [title, company] of [['Data Analyst', 'Orbit'], ['QA Lead', 'Nimbus']]) {
    const posted = await t.call('createNewJob', { jobInfo: validJob({ title, company, location: 'Haifa' }) }, recruiter.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  }
});
afterAll(async () => {
  await t?.stop();
});

type Newsletter = { from: string; text: string; jobs: number; parts: number; clients: number; issues?: { path: string; message: string }[] };
type Statuses = { text: string; counts: { status: string; count: number }[]; total: number; leads: number };

describe('the newsletter text for WhatsApp', () => {
  it("lists the jobs posted since the day, with the brand's name and the parts sent", async () => {
    const res = await t.call<Newsletter>('getNewsletterWhatsApp', { from: today }, jhAdmin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ from: today, jobs: 2, parts: 0, clients: 0 });
    const day = DateTime.fromISO(today).toFormat('dd.MM.yyyy');
    expect(res.body.text.split('\n')).toEqual([
      `*JobHunt newsletter since ${day}*`,
      '',
      '*New jobs: 2*',
      '• QA Lead – Nimbus, Haifa',
      '• Data Analyst – Orbit, Haifa',
      '',
      '*Publications: 0 parts sent to 0 clients*',
    ]);
    expect((await t.call<Newsletter>('getNewsletterWhatsApp', { from: tomorrow }, jhAdmin.token)).body.jobs).toBe(0);
  });

  it('refuses a day that is not one, and anyone but the brand and site admins', async () => {
    for (const from of ['28.11.2026', '2026-02-30', '']) {
      const res = await t.call<Newsletter>('getNewsletterWhatsApp', { from }, jhAdmin.token);
      expect(res.status, from).toBe(400);
      expect(res.body.issues?.[0]?.message).toBe('Choose a day, such as 2026-11-28');
    }
    // a day no one means (PostgreSQL has no year 0)
    expect((await t.call<Newsletter>('getNewsletterWhatsApp', { from: '0000-01-01' }, jhAdmin.token)).status).toBe(400);
    expect((await t.call('getNewsletterWhatsApp', { from: today }, coach.token)).status).toBe(403);
    expect((await t.call('getQuestionairesStatuses', { from: today }, coach.token)).status).toBe(403);
    expect((await t.call('getQuestionairesStatuses', { from: today })).status).toBe(401);
  });
});

describe('the questionnaire statuses text for WhatsApp', () => {
  it('counts by each status of the journey settings, as they are now, and the leads logged', async () => {
    expect((await t.call('updateQuestionnaireStatuses', { statuses: ['new', 'follow up', 'signed'] }, jhAdmin.token)).status).toBe(200);
    const empty = await t.call<Statuses>('getQuestionairesStatuses', { from: today }, jhAdmin.token);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.counts).toEqual([
      { status: 'new', count: 0 },
      { status: 'follow up', count: 0 },
      { status: 'signed', count: 0 },
    ]);
    expect(empty.body.text).toBe(`*Questionnaires since ${DateTime.fromISO(today).toFormat('dd.MM.yyyy')}: 0*\n• new: 0\n• follow up: 0\n• signed: 0\n\n*Leads logged: 0*`);

    // two arrive (each makes its lead); staff move one on
    const sent = [];
    for (const [name, email] of [['Yael Mor', 'yael@copies.test'], ['Dan Ben', 'dan@copies.test']] as const) {
      const res = await t.call<{ questionnaireId: string }>('sendQuestionnaire', { answers: sampleAnswers(name, email) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      sent.push(res.body.questionnaireId);
    }
    expect((await t.call('setQuestionnaireStatus', { questionnaireId: sent[1], status: 'follow up' }, coach.token)).status).toBe(200);
    const counted = await t.call<Statuses>('getQuestionairesStatuses', { from: today }, jhAdmin.token);
    expect(counted.body).toMatchObject({ total: 2, leads: 2, counts: [{ status: 'new', count: 1 }, { status: 'follow up', count: 1 }, { status: 'signed', count: 0 }] });
    expect(counted.body.text.split('\n')).toEqual([`*Questionnaires since ${DateTime.fromISO(today).toFormat('dd.MM.yyyy')}: 2*`, '• new: 1', '• follow up: 1', '• signed: 0', '', '*Leads logged: 2*']);
    expect((await t.call<Statuses>('getQuestionairesStatuses', { from: tomorrow }, jhAdmin.token)).body).toMatchObject({ total: 0, leads: 0 });

    // a status taken off the list still counts what carries it, after the list's own
    expect((await t.call('updateQuestionnaireStatuses', { statuses: ['new', 'signed'] }, jhAdmin.token)).status).toBe(200);
    const narrowed = await t.call<Statuses>('getQuestionairesStatuses', { from: today }, jhAdmin.token);
    expect(narrowed.body.counts).toEqual([
      { status: 'new', count: 1 },
      { status: 'signed', count: 0 },
      { status: 'follow up', count: 1 },
    ]);
  });
});
