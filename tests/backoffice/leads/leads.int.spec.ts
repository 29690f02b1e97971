import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadsAnswer } from '../../../contracts/backoffice/leads/calls';
import { leadStreamId } from '../../../contracts/backoffice/leads/ids';
import type { Lead } from '../../../contracts/backoffice/leads/lead';
import { mailLeadReminders } from '../../../ops/backoffice/leads/tasks/mail-lead-reminders';
import { createTaskQueue, keyedTaskId, type TaskQueue } from '../../../ops/tasks/task-queue';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { eventually } from '../../tasks/close-job-later';
import { startTestApp, type TestApp } from '../../support/test-app';

// The leads (/leads) through HTTP: who may use them, every rule of the lead form held by the server,
// the table's search, range and sort, the CSV file of every lead the filters keep, and the reminder
// mailed to the lead's manager on its day.
type Saved = { lead: Lead; leads: LeadsAnswer | null; message?: string };
type Issue = { path: string; message: string };

// 10:00 in Israel (UTC+2 in winter); the server's clock moves with `ahead`
const START = Date.parse('2026-12-01T08:00:00.000Z');
let ahead = 0;
const HOUR = 3_600_000;
const settings = { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 }, shutdownTimeoutMs: 5000 };

let t: TestApp;
let admin: Person;
let csm: Person;
let otherWorker: TaskQueue | null = null;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(START + ahead), taskQueue: settings });
  admin = await signInAdmin(t);
  csm = await personWith(t, admin, { isCSManager: true }, { first_name: 'Lior', last_name: 'Manager' });
});
afterAll(async () => {
  await otherWorker?.stop();
  await t?.stop();
});

const save = (newData: Record<string, unknown>, extra: Record<string, unknown> = {}) => t.call<Saved>('createEditLead', { newData, ...extra }, csm.token);
const add = async (newData: Record<string, unknown>) => {
  const res = await save({ _id: -1, ...newData });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.lead;
};
const table = (body: Record<string, unknown>) => t.call<LeadsAnswer>('getLeadsData', body, csm.token);
const refusal = async (newData: Record<string, unknown>) => {
  const res = await t.call<{ error: string; code: string; issues?: Issue[] }>('createEditLead', { newData: { _id: -1, ...newData } }, csm.token);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body;
};

describe('who may use the leads', () => {
  it('answers staff only: a seeker, a recruiter and a journey client get 403, a visitor 401', async () => {
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const client = await personWith(t, admin, activeClient);
    const lead = await add({ name: 'Kept Safe' });
    const calls: [string, Record<string, unknown>][] = [
      ['getLeadsData', {}],
      ['createEditLead', { newData: { _id: -1, name: 'Intruder' } }],
      ['createEditLead', { newData: { _id: lead._id, name: 'Changed' } }],
      ['deleteLead', { id: lead._id }],
    ];
    for (const caller of [seeker, recruiter, client]) for (const [name, body] of calls) expect((await t.call(name, body, caller.token)).status, `${name} by ${caller.email}`).toBe(403);
    for (const [name, body] of calls) expect((await t.call(name, body)).status, name).toBe(401);
    expect((await t.app.store.readStream(leadStreamId(lead._id))).map((e) => e.type)).toEqual(['LeadAdded']);
    expect((await t.call('getLeadsData', {}, admin.token)).status).toBe(200);
  });
});

describe('the lead form, held by the server', () => {
  it("fills a 'Meeting cancellation' lead: status 'follow up', follow-up needed, a reminder a day ahead in Israel", async () => {
    const lead = await add({ name: 'Maya Cohen', phone: '050-1234567', communicationChannel: 'Meeting cancellation', status: 'new', csManager: csm.userId });
    expect(lead).toMatchObject({ status: 'follow up', isFollowUpNeeded: true, followUpReminderDate: '2026-12-02T08:00:00.000Z', csManager: csm.userId, csManagerName: 'Lior Manager', contactedUs: false });
    expect(lead.date).toBe('2026-12-01T08:00:00.000Z');
    const [added] = await t.app.store.readStream(leadStreamId(lead._id));
    // who added it is in the metadata, not the data
    expect(added!.metadata).toMatchObject({ actor: csm.userId });
    expect(JSON.stringify(added!.data)).not.toContain(csm.email);
  });

  it("sets 'follow up' for a needed follow-up and clears a reminder nobody needs", async () => {
    const needed = await add({ name: 'Needs a call', isFollowUpNeeded: true, status: 'contacted', followUpReminderDate: '2026-12-05T07:30:00.000Z' });
    expect(needed).toMatchObject({ status: 'follow up', followUpReminderDate: '2026-12-05T07:30:00.000Z' });
    const notNeeded = await add({ name: 'No call', isFollowUpNeeded: false, status: 'contacted', followUpReminderDate: '2026-12-05T07:30:00.000Z' });
    expect(notNeeded).toMatchObject({ status: 'contacted', followUpReminderDate: null });
  });

  it("defaults the channel to 'Google meet' and the status to blank", async () => {
    expect(await add({ name: 'Plain' })).toMatchObject({ communicationChannel: 'Google meet', status: '', isFollowUpNeeded: false, csManager: null, summary: '' });
  });

  it('refuses a channel not of the six, a summary over 8 rows, a bad email or reminder, on their fields', async () => {
    const paths = async (newData: Record<string, unknown>) => [...new Set((await refusal(newData)).issues?.map((i) => i.path))];
    expect(await paths({ communicationChannel: 'Carrier pigeon' })).toEqual(['newData.communicationChannel']);
    expect((await refusal({ communicationChannel: 'Carrier pigeon' })).issues?.[0]?.message).toContain('Google meet');
    expect(await paths({ summary: Array.from({ length: 9 }, (_, i) => `row ${i}`).join('\n') })).toEqual(['newData.summary']);
    expect(await add({ name: 'Eight rows', summary: Array.from({ length: 8 }, (_, i) => `row ${i}`).join('\n') })).toMatchObject({ name: 'Eight rows' });
    expect(await paths({ email: 'not-an-email' })).toEqual(['newData.email']);
    expect(await paths({ isFollowUpNeeded: true, followUpReminderDate: 'tomorrow' })).toEqual(['newData.followUpReminderDate']);
  });

  it('refuses a status that is not a questionnaire status, and a manager who is not staff, saying what to choose', async () => {
    const status = await refusal({ name: 'Odd', status: 'maybe later' });
    expect(status).toMatchObject({ code: 'LeadRefused', issues: [{ path: 'newData.status' }] });
    expect(status.error).toContain('new, contacted, follow up, meeting scheduled, not relevant, signed');
    const seeker = await t.signUp();
    expect(await refusal({ name: 'Odd', csManager: seeker.userId })).toMatchObject({ code: 'LeadRefused', issues: [{ path: 'newData.csManager', message: 'Choose the manager from the staff' }] });
  });

  it('edits a lead by its id, answering the table asked for; 404 for an id that is none', async () => {
    const lead = await add({ name: 'Edit Me', email: 'edit.me@leads.test', status: 'new' });
    const searchParams = { search: 'edit.me@leads' };
    const edited = await save({ _id: lead._id, name: 'Edited', email: 'edit.me@leads.test', status: 'signed' }, { searchParams });
    expect(edited.status).toBe(200);
    expect(edited.body.lead).toMatchObject({ _id: lead._id, name: 'Edited', status: 'signed', date: lead.date });
    expect(edited.body.leads?.data.map((l) => l.name)).toEqual(['Edited']);
    expect(edited.body.message).toBe('The lead is saved');
    const missing = await save({ _id: 'no-such-lead', name: 'Ghost' });
    expect(missing).toMatchObject({ status: 404, body: { code: 'LeadNotFound' } });
  });

  it('deletes a lead: it leaves the table, its personal data is destroyed, a second delete is 404', async () => {
    const lead = await add({ name: 'Delete Me', email: 'delete.me@leads.test' });
    const deleted = await t.call<{ deleted: string; leads: LeadsAnswer }>('deleteLead', { id: lead._id, searchParams: { search: 'delete.me@leads' } }, csm.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: lead._id, leads: { count: 0 } });
    expect((await t.call('deleteLead', { id: lead._id }, csm.token)).status).toBe(404);
    const [added] = await t.app.store.readStream(leadStreamId(lead._id));
    expect(added!.data).toMatchObject({ fields: { name: '', email: '' } });
  });
});

describe('the leads table', () => {
  it('answers 100 rows a page with the staff and the statuses, searches, keeps the date range and sorts by the next follow-up', async () => {
    const tag = 'tbl.leads.test';
    for (let i = 0; i < 3; i++)
      await add({ name: `Table ${i}`, email: `t${i}@${tag}`, isFollowUpNeeded: i > 0, followUpReminderDate: i > 0 ? `2026-12-0${5 - i}T08:00:00.000Z` : null });
    await add({ name: 'Old one', email: `old@${tag}`, date: '2025-06-01T08:00:00.000Z' });
    const first = await table({});
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeLessThanOrEqual(100);
    expect(first.body.CSManagers.map((s) => s._id)).toEqual(expect.arrayContaining([csm.userId, admin.userId]));
    expect(first.body.questionnaireStatuses).toEqual(['new', 'contacted', 'follow up', 'meeting scheduled', 'not relevant', 'signed']);
    expect(first.body.cells.find((c) => c.key === 'followUpReminderDate')).toMatchObject({ sortable: true, header: 'Next follow-up' });

    const range = { from: '2026-01-01', to: '2026-12-03' };
    const searched = await table({ search: tag, extraSearch: range, sort: { column: 'followUpReminderDate', direction: 'asc' } });
    // the soonest follow-up first, no follow-up last; the lead of 2025 is out of the range
    expect(searched.body.data.map((l) => l.name)).toEqual(['Table 2', 'Table 1', 'Table 0']);
    expect(searched.body.count).toBe(3);
    expect((await table({ search: tag, extraSearch: { from: '2025-01-01', to: '2025-12-31' } })).body.data.map((l) => l.name)).toEqual(['Old one']);
    expect((await table({ search: 'Table', fieldsToSearch: ['email'] })).body.count).toBe(0);
    // the manager's name finds the leads they manage, and only where the manager's column is searched
    await add({ name: 'Managed one', email: `managed@${tag}`, csManager: csm.userId });
    const managed = await table({ search: 'lior manag', extraSearch: range });
    expect(managed.body.data.map((l) => l.name)).toContain('Managed one');
    expect(new Set(managed.body.data.map((l) => l.csManagerName))).toEqual(new Set(['Lior Manager']));
    expect((await table({ search: 'lior manag', extraSearch: range, fieldsToSearch: ['name', 'email'] })).body.count).toBe(0);
    expect((await table({ search: 'nobody is named so', extraSearch: range, fieldsToSearch: ['csManagerName'] })).body.count).toBe(0);
    expect((await table({ pageSize: 7 })).status).toBe(400);
  });

  it('searches every column as one text without matching across two of them, and keeps a manager search in the file', async () => {
    const range = { from: '2026-01-01', to: '2026-12-03' };
    await add({ name: 'Joined Tamar', email: 'shira@joined.leads.test', summary: 'Wants an evening call', csManager: csm.userId });
    const names = async (search: string) => (await table({ search, extraSearch: range })).body.data.map((l) => l.name);
    // each column's text is found, the summary's too
    expect(await names('joined tamar')).toEqual(['Joined Tamar']);
    expect(await names('shira@joined')).toEqual(['Joined Tamar']);
    expect(await names('evening call')).toEqual(['Joined Tamar']);
    // the end of the name and the start of the email are two values, not one text
    expect(await names('Tamarshira')).toEqual([]);
    expect(await names('Tamar shira')).toEqual([]);
    // the file reads the manager's name as the page does
    const res = await fetch(`${t.app.url}/api/getLeadsData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${csm.token}` },
      body: JSON.stringify({ search: 'lior manag', extraSearch: range, fieldsToSearch: ['csManagerName'] }),
    });
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    expect(lines.length).toBe((await table({ search: 'lior manag', extraSearch: range, fieldsToSearch: ['csManagerName'] })).body.count);
    expect(lines.join('\n')).toContain('"Joined Tamar"');
    expect(lines.every((line) => line.includes('"Lior Manager"'))).toBe(true);
  });

  it('counts each lead a search keeps once, whether the manager, the text or both match it, a lead without a manager too', async () => {
    const range = { from: '2026-01-01', to: '2026-12-03' };
    // the manager is Lior Manager: 'lior' finds the leads they manage and every lead whose text has it
    await add({ name: 'Lior Both', csManager: csm.userId });
    await add({ name: 'Lior Unmanaged' });
    await add({ name: 'Lior Elsewhere', csManager: admin.userId });
    await add({ name: 'Managed Quietly', csManager: csm.userId });
    const found = await table({ search: 'lior', extraSearch: range });
    const names = found.body.data.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Lior Both', 'Lior Unmanaged', 'Lior Elsewhere', 'Managed Quietly']));
    expect(new Set(names).size).toBe(names.length);
    expect(found.body.count).toBe(names.length);
  });

  it('exports as CSV every lead the filters keep, not one page of them, each cell quoted', async () => {
    const tag = 'csv.leads.test';
    const names = Array.from({ length: 30 }, (_, i) => `Csv "${String(i).padStart(3, '0')}"`);
    for (const name of names) await add({ name, email: `${name.replace(/\W/g, '')}@${tag}`, phone: '=cmd()' });
    const res = await fetch(`${t.app.url}/api/getLeadsData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${csm.token}` },
      body: JSON.stringify({ search: tag, pageSize: 25, sort: { column: 'name', direction: 'asc' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    // compressed on the way (the fastest level), and read back whole
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Date","Name","Email","Phone","International phone","Channel","Manager","Status","Relevant","Next follow-up","Follow-up needed","Contacted us","Knew about the service","Summary","Lead id"');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('"Csv ""000"""');
    // a phone that reads as a formula is text in the file
    expect(lines[1]).toContain(`"'=cmd()"`);
    // the same page as JSON is compressed too
    const json = await fetch(`${t.app.url}/api/getLeadsData`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${csm.token}` }, body: JSON.stringify({ search: tag }) });
    expect([json.headers.get('content-type'), json.headers.get('content-encoding')]).toEqual(['application/json; charset=utf-8', 'gzip']);
    expect(((await json.json()) as LeadsAnswer).count).toBe(30);
  });
});

describe("the follow-up reminder mail", () => {
  let runs = 0;
  const runReminders = async (...schedulers: TaskQueue['scheduler'][]) => {
    const key = `lead-reminders-${runs++}`;
    await Promise.all(schedulers.map((s) => s.schedule(mailLeadReminders.name, {}, { key })));
    await eventually(async () => (await t.app.queue.state(mailLeadReminders.name, keyedTaskId(mailLeadReminders.name, key)))?.state === 'completed');
  };

  it("mails the lead's manager once the reminder's time has come on its day, once with two workers, and again for a moved reminder", async () => {
    const manager = await personWith(t, admin, { isCSManager: true }, { first_name: 'Rina', last_name: 'Reminded' });
    const lead = await add({ name: 'Remind Me', phone: '050-7654321', communicationChannel: 'Meeting cancellation', csManager: manager.userId });
    await add({ name: 'Not Yet', isFollowUpNeeded: true, followUpReminderDate: '2026-12-04T08:00:00.000Z', csManager: manager.userId });
    await runReminders(t.app.deps.scheduler);
    // (signing up mailed them a confirmation: only reminders count here)
    const reminders = () => t.engine.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', manager.email).where('subject', 'like', 'Follow up%').execute();
    expect(await reminders()).toEqual([]);

    // the next day at 10:30 in Israel: the reminder of 10:00 is due
    ahead = 24 * HOUR + 30 * 60_000;
    otherWorker = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks: [mailLeadReminders], log: pino({ level: 'silent' }), work: true, settings });
    await otherWorker.start(t.app.deps);
    await runReminders(t.app.deps.scheduler, otherWorker.scheduler);
    await runReminders(t.app.deps.scheduler);
    const [mail, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Follow up with Remind Me');
    expect(mail!.text_body).toContain('2 December 2026, 10:00');
    expect(mail!.text_body).toContain('050-7654321');

    // moved to later the same day, it is mailed again when that time comes
    const moved = await save({ ...lead, _id: lead._id, csManagerName: undefined, questionnaireId: undefined, date: undefined, followUpReminderDate: '2026-12-02T09:00:00.000Z' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    ahead = 25 * HOUR + 10 * 60_000;
    await runReminders(t.app.deps.scheduler);
    expect(await reminders()).toHaveLength(2);
    ahead = 0;
  });
});
