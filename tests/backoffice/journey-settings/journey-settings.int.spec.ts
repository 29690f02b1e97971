import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeySettingsStreamId } from '../../../contracts/backoffice/journey-settings/ids';
import type { JourneySettings } from '../../../contracts/backoffice/journey-settings/lists';
import { journeyLists } from '../../../query/backoffice/journey-settings/journey-lists';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';

// The journey settings' lists over HTTP: who may read and change them, every rule of a save, the
// last change, and the journey screens' choices and checks that read them.
let t: TestApp;
let admin: Person;
let jhAdmin: Person;
let client: Person;
let people: Record<'seeker' | 'recruiter' | 'client' | 'csManager', Person>;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signInAdmin(t);
  jhAdmin = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' });
  client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
  people = {
    seeker: await t.signUp({ first_name: 'Sam', last_name: 'Seeker' }),
    recruiter: await t.signUp({ first_name: 'Rita', last_name: 'Recruiter', lookingforwork: false }),
    client,
    csManager: await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' }),
  };
});
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
type Saved = JourneySettings & { message?: string; messageCode?: string } & Refusal;
const read = async (token = jhAdmin.token) => (await t.call<JourneySettings>('getJourneySettings', {}, token)).body;
const save = (call: string, body: Record<string, unknown>, token = jhAdmin.token) => t.call<Saved>(call, body, token);
const issuesOf = (body: Refusal) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
type JourneyData = { statuses: string[]; plans: string[]; personaljourney: { status: string | null; plan: string | null } };
const journeyData = async () => (await t.call<JourneyData>('getPersonalJourneyData', { userId: client.userId }, jhAdmin.token)).body;

describe('who may read and change the journey lists', () => {
  it('is the brand admins and the site admins: 403 for seekers, recruiters, journey clients and customer-success managers, 401 without a session', async () => {
    for (const person of Object.values(people)) {
      for (const [call, body] of [
        ['getJourneySettings', {}],
        ['updatePersonalJourneyStatuses', { statuses: ['signed'] }],
        ['updateNewsLetterEmails', { newsLetterEmails: [] }],
      ] as const) {
        expect((await t.call(call, body, person.token)).status, `${call} by ${person.email}`).toBe(403);
      }
    }
    expect((await t.call('getJourneySettings', {})).status).toBe(401);
    expect((await t.call('updateSummaryTypes', { summaryTypes: ['x'] })).status).toBe(401);
    expect((await t.app.store.readStream(journeySettingsStreamId())).length).toBe(0);
    expect((await t.call('getJourneySettings', {}, admin.token)).status).toBe(200);
  });
});

describe('the journey lists', () => {
  it('are their defaults on a fresh database, changed by nobody', async () => {
    const { lists } = await read();
    expect(lists.statuses).toEqual({
      value: ['signed', 'freezed', 'out of service', 'unsubscribed', 'published', 'not in JobHunt', 'waiting for approval'],
      default: ['signed', 'freezed', 'out of service', 'unsubscribed', 'published', 'not in JobHunt', 'waiting for approval'],
      changedBy: null,
      changedAt: null,
    });
    expect(lists.plans.value).toEqual(['standard pro', 'standard executive']);
    expect(lists.questionnaireStatuses.value).toEqual(['new', 'contacted', 'follow up', 'meeting scheduled', 'not relevant', 'signed']);
    expect(lists.summaryTypes.value).toEqual(['intro call', 'cv review', 'interview prep', 'follow up']);
    expect(lists.scheduledMeetingStatuses.value.length).toBeGreaterThan(0);
    expect(lists.newsLetterEmails.value).toEqual([]);
    expect(lists.emailsToSendTest.value).toEqual([]);
  });

  it('refuses every broken rule with 400 and the issue on its field, changing nothing', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['updatePersonalJourneyStatuses', { statuses: ['signed', '   '] }, 'statuses.1', 'A value cannot be empty'],
      ['updatePersonalJourneyStatuses', { statuses: [] }, 'statuses', 'Keep at least one value: the journey screens offer this list'],
      ['updatePersonalJourneyStatuses', { statuses: ['signed', 'published'] }, 'statuses', "Keep 'signed', 'freezed' and 'waiting for approval': the signature, a freeze and staff's attention follow them"],
      ['updatePersonalJourneyPlans', { plans: ['x'.repeat(101)] }, 'plans.0', 'Keep each value to 100 characters or fewer'],
      ['updateSummaryTypes', { summaryTypes: Array.from({ length: 61 }, (_, i) => `type ${i}`) }, 'summaryTypes', 'At most 60 values'],
      ['updateNewsLetterEmails', { newsLetterEmails: ['news@example.com', 'not an address'] }, 'newsLetterEmails.1', 'Write a valid email address, such as name@example.com'],
      ['updateSceduledMeetingStatuses', { statuses: ['held'], extra: true }, '', ''],
    ];
    for (const [call, body, path, message] of cases) {
      const res = await save(call, body);
      expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
      if (message) expect(issuesOf(res.body)[path], `${call} ${JSON.stringify(body)}`).toBe(message);
    }
    expect((await t.app.store.readStream(journeySettingsStreamId())).length).toBe(0);
  });

  it('keeps each value trimmed and lowercased, once, and answers every list with who changed it and when', async () => {
    const res = await save('updateSummaryTypes', { summaryTypes: [' Intro Call ', 'SALARY talk', 'intro call'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.messageCode).toBe('ListSaved');
    expect(res.body.lists.summaryTypes).toMatchObject({ value: ['intro call', 'salary talk'], changedBy: { id: jhAdmin.userId, name: 'Jo Brand' } });
    expect(Date.parse(res.body.lists.summaryTypes.changedAt!)).not.toBeNaN();
    expect(res.body.lists.plans.changedBy).toBeNull();
    expect((await read()).lists.summaryTypes.value).toEqual(['intro call', 'salary talk']);
    const again = await save('updateSummaryTypes', { summaryTypes: ['intro call', 'Salary Talk'] });
    expect(again.body.messageCode).toBe('ListUnchanged');
    expect((await t.app.store.readStream(journeySettingsStreamId())).length).toBe(1);
  });

  it('saves each of the lists through its own call and payload field', async () => {
    const calls: [string, Record<string, string[]>, keyof JourneySettings['lists'], string[]][] = [
      ['updateSceduledMeetingStatuses', { statuses: ['Scheduled', 'held'] }, 'scheduledMeetingStatuses', ['scheduled', 'held']],
      ['updateQuestionnaireStatuses', { statuses: ['new', 'follow up', 'won'] }, 'questionnaireStatuses', ['new', 'follow up', 'won']],
      ['updateNewsLetterEmails', { newsLetterEmails: ['News@Example.com', 'team@example.com'] }, 'newsLetterEmails', ['news@example.com', 'team@example.com']],
      ['updatePersonalJourneyPlans', { plans: ['standard pro', 'standard executive', 'Gold'] }, 'plans', ['standard pro', 'standard executive', 'gold']],
    ];
    for (const [call, body, list, value] of calls) {
      const res = await save(call, body, admin.token);
      expect(res.status, `${call} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.lists[list]).toMatchObject({ value, changedBy: { id: admin.userId, name: 'Ada Admin' } });
    }
    expect(await journeyLists(t.engine.db, 'JobHunt')).toMatchObject({ plans: ['standard pro', 'standard executive', 'gold'], newsLetterEmails: ['news@example.com', 'team@example.com'] });
  });

  it('shows the test addresses the publish grid sends to, with their last change', async () => {
    expect((await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['QA@example.com'] }, jhAdmin.token)).status).toBe(200);
    expect((await read()).lists.emailsToSendTest).toMatchObject({ value: ['qa@example.com'], default: [], changedBy: { id: jhAdmin.userId } });
    expect((await t.call<{ globals: { emailsToSendTest: string[] } }>('getPublishesData', {}, jhAdmin.token)).body.globals.emailsToSendTest).toEqual(['qa@example.com']);
  });
});

describe("the journey's statuses and plans", () => {
  it('are offered and checked from the lists as they are now, and a journey keeps a value taken off its list', async () => {
    expect((await t.call('changePersonalJourneyStatus', { userId: client.userId, status: 'published' }, jhAdmin.token)).status).toBe(200);
    expect((await t.call('changePersonalJourneyPlan', { userId: client.userId, plan: 'gold' }, jhAdmin.token)).status).toBe(200);
    const res = await save('updatePersonalJourneyStatuses', { statuses: ['signed', 'freezed', 'waiting for approval', 'On Hold'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await save('updatePersonalJourneyPlans', { plans: ['standard pro'] })).status).toBe(200);

    const data = await journeyData();
    expect(data.personaljourney).toMatchObject({ status: 'published', plan: 'gold' });
    // the journey's own values stay on its choices; a new choice is of today's list
    expect(data.statuses).toEqual(['signed', 'freezed', 'waiting for approval', 'on hold', 'published']);
    expect(data.plans).toEqual(['standard pro', 'gold']);
    expect((await t.call('changePersonalJourneyStatus', { userId: client.userId, status: 'on hold' }, jhAdmin.token)).status).toBe(200);
    const removed = await t.call<Refusal>('changePersonalJourneyStatus', { userId: client.userId, status: 'published' }, jhAdmin.token);
    expect(removed.status).toBe(409);
    expect(removed.body.error).toBe('Choose one of the journey statuses');
    const plan = await t.call<Refusal>('changePersonalJourneyPlan', { userId: client.userId, plan: 'standard executive' }, jhAdmin.token);
    expect(plan.body.error).toBe('Choose one of the plans');
    expect((await journeyData()).statuses).toEqual(['signed', 'freezed', 'waiting for approval', 'on hold']);
  });
});
