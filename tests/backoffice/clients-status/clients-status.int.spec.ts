import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientsAnswer } from '../../../contracts/backoffice/clients-status/calls';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import type { HistoryEntry } from '../../../contracts/core/history-entry';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { openJourney } from './clients-support';

// The clients status table (/{product}-clients-status) through HTTP: who reads it, its range,
// filters, search, pages and file, and the client admin's edits of a client.
type Issue = { path: string; message: string };
const DAY = 86_400_000;

let t: TestApp;
let offsetMs = 0;
let admin: Person, coach: Person, cadmin: Person, jhadmin: Person;
let old: Person, noa: Person, omer: Person;

// a journey opened by the coach (its first event), as many days ago as given
const openJourneyAgo = async (client: Person, daysAgo: number, status: string, plan: string) => {
  offsetMs = -daysAgo * DAY;
  await openJourney(t, coach.token, client.userId, status, plan);
  offsetMs = 0;
};

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
  cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true }, { first_name: 'Rina', last_name: 'Katz' });
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  old = await personWith(t, admin, activeClient, { first_name: 'Old', last_name: 'Timer' });
  noa = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Shapiro' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Peretz' });
  await openJourneyAgo(old, 400, 'signed', 'standard pro');
  await openJourneyAgo(noa, 30, 'published', 'standard pro');
  await openJourneyAgo(omer, 0, 'signed', 'standard executive');
});
afterAll(async () => {
  await t?.stop();
});

const clients = (body: Record<string, unknown>, token = coach.token) => t.call<ClientsAnswer>('getSynamediaClientsData', body, token);
const names = (answer: ClientsAnswer) => answer.data.map((c) => c.name);
const edit = (body: Record<string, unknown>, token = cadmin.token) => t.call<ClientsAnswer & { code?: string; issues?: Issue[] }>('editClientsData', body, token);

describe('the clients table', () => {
  it('lists the journeys started from one year back to two days ahead, newest first, with the journey’s lists', async () => {
    const res = await clients({});
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Omer Peretz', 'Noa Shapiro']);
    expect(res.body.count).toBe(2);
    expect(res.body.data[1]).toMatchObject({ _id: noa.userId, email: noa.email, status: 'published', plan: 'standard pro', amount: null, manager: null, signedDate: null });
    expect(res.body.statuses).toContain('signed');
    expect(res.body.plans).toEqual(['standard pro', 'standard executive']);
    expect(res.body.CSManagers.map((m) => m.name)).toEqual(expect.arrayContaining(['Dana Coach', 'Rina Katz']));
    expect(res.body).toMatchObject({ hasPermmision: true, isCAdmin: false });
    expect(res.body.cells.find((c) => c.key === 'amount')).toMatchObject({ type: 'NUMBER', header: 'Amount' });
  });

  it('takes a range of days, a status, a plan and a search in the columns named', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    expect(names((await clients({ extraSearch: { from: day(500), to: day(100) } })).body)).toEqual(['Old Timer']);
    expect(names((await clients({ extraSearch: { from: day(500), to: day(-1), status: 'signed' } })).body)).toEqual(['Omer Peretz', 'Old Timer']);
    expect(names((await clients({ extraSearch: { from: day(500), to: day(-1), status: 'signed', plan: 'standard pro' } })).body)).toEqual(['Old Timer']);
    expect(names((await clients({ search: 'shapiro', fieldsToSearch: ['name'] })).body)).toEqual(['Noa Shapiro']);
    expect(names((await clients({ search: 'shapiro', fieldsToSearch: ['email'] })).body)).toEqual([]);
    const paged = await clients({ extraSearch: { from: day(500), to: day(-1) }, pageSize: 25, page: 1, sort: { column: 'name', direction: 'asc' } });
    expect(names(paged.body)).toEqual(['Noa Shapiro', 'Old Timer', 'Omer Peretz']);
    expect((await clients({ extraSearch: { from: 'yesterday' } })).status).toBe(400);
  });

  it('answers staff only: a client admin who is not staff, seekers, recruiters and clients are refused', async () => {
    const seeker = await t.signUp();
    const onlyCAdmin = await personWith(t, admin, { isCAdmin: true });
    for (const caller of [seeker, onlyCAdmin, noa]) expect((await clients({}, caller.token)).status).toBe(403);
    expect((await clients({}, jhadmin.token)).status).toBe(200);
    expect((await clients({}, cadmin.token)).body.isCAdmin).toBe(true);
    expect((await t.call('getSynamediaClientsData', {})).status).toBe(401);
  });

  it('exports the search as the Clients file, every cell quoted', async () => {
    const res = await fetch(`${t.app.url}/api/getSynamediaClientsData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${coach.token}` },
      body: JSON.stringify({ search: 'noa', fieldsToSearch: ['name'] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await res.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('"Start date","Name","Email","Phone","Status","Plan","Manager","Amount","Signed","Client id"');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^"\\d\\d\\.\\d\\d\\.\\d{4}","Noa Shapiro","${noa.email}","No Phone","published","standard pro","","","","${noa.userId}"$`));
  });
});

describe('the client admin’s edits', () => {
  it('changes a client’s amount, manager, status and plan as events on the journey, answering the page again', async () => {
    const res = await edit({ id: noa.userId, newData: { amount: 2990.5, manager: coach.userId, status: 'signed', plan: 'standard executive' }, searchParams: { search: 'noa', fieldsToSearch: ['name'] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ _id: noa.userId, amount: 2990.5, manager: 'Dana Coach', managerId: coach.userId, status: 'signed', plan: 'standard executive' })]);
    expect(res.body.data[0]!.signedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const events = (await t.app.store.readStream(journeyStreamId(noa.userId))).slice(-4);
    expect(events.map((e) => e.type)).toEqual(['JourneyStatusChanged', 'JourneyPlanChanged', 'JourneyManagerChanged', 'ClientAmountChanged']);
    for (const e of events) expect(e.metadata).toMatchObject({ actor: cadmin.userId, onBehalfOf: noa.userId });
    // the journey's screens and its history see them
    const journey = await t.call<{ personaljourney: { status: string; plan: string } }>('getPersonalJourneyData', { userId: noa.userId }, coach.token);
    expect(journey.body.personaljourney).toMatchObject({ status: 'signed', plan: 'standard executive' });
    const history = await t.call<{ list: HistoryEntry[] }>('getPersonalJourneyHistory', { objectId: noa.userId }, coach.token);
    expect(history.body.list[0]).toMatchObject({ type: 'ClientAmountChanged', change: { key: 'journey.amountChanged', params: { from: null, to: 2990.5 } } });
    // the same again changes nothing
    const before = await t.app.store.headPosition();
    expect((await edit({ id: noa.userId, newData: { amount: 2990.5, status: 'signed' } })).status).toBe(200);
    expect(await t.app.store.headPosition()).toBe(before);
  });

  it('refuses everyone but the client admin with NotClientAdmin, appending nothing', async () => {
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const before = await t.app.store.headPosition();
    for (const caller of [coach, jhadmin, admin, seeker, recruiter, omer]) {
      const res = await edit({ id: noa.userId, newData: { amount: 1 } }, caller.token);
      expect(res.status, caller.email).toBe(403);
      expect(res.body.code).toBe('NotClientAdmin');
    }
    expect((await t.call('editClientsData', { id: noa.userId, newData: { amount: 1 } })).status).toBe(401);
    expect(await t.app.store.headPosition()).toBe(before);
  });

  it('refuses values outside the journey’s lists, a manager who is not staff, a bad amount and a person without a journey', async () => {
    const before = await t.app.store.headPosition();
    for (const newData of [{ status: 'on vacation' }, { plan: 'gold' }, { manager: omer.userId }]) {
      const res = await edit({ id: omer.userId, newData });
      expect(res.status, JSON.stringify(newData)).toBe(409);
      expect(res.body.code).toBe('ClientEditRefused');
    }
    const issues = async (newData: Record<string, unknown>) => (await edit({ id: omer.userId, newData })).body.issues?.map((i) => [i.path, i.message]);
    expect(await issues({ amount: -5 })).toEqual([['newData.amount', 'An amount is 0 or more']]);
    expect(await issues({ amount: 10.005 })).toEqual([['newData.amount', 'Use at most 2 decimals']]);
    expect(await issues({ amount: '12' })).toEqual([['newData.amount', 'An amount is a number']]);
    expect(await issues({})).toEqual([['newData', 'Change the amount, the manager, the status or the plan']]);
    const nobody = await edit({ id: 'nobody-at-all', newData: { amount: 5 } });
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('ClientNotFound');
    expect(await t.app.store.headPosition()).toBe(before);
  });
});
