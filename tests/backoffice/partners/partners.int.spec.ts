import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BflAnswer, SynamediaAnswer } from '../../../contracts/backoffice/partners/calls';
import { partnersMessages as m } from '../../../contracts/backoffice/partners/messages';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { openJourney } from '../clients-status/clients-support';
import { assign, partnerUser } from './partners-support';

// The partner dashboards through HTTP: each partner sees only its own clients, approves them, and
// journey admins edit rows, lists, packages and the second partner's revenue split.
type Refusal = { code?: string; error?: string };

let t: TestApp;
let admin: Person, jhadmin: Person, coach: Person, first: Person, second: Person, seeker: Person;
let dana: Person, eli: Person, gil: Person, hila: Person;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  coach = await personWith(t, admin, { isCSManager: true });
  first = await partnerUser(t, admin, 'first');
  second = await partnerUser(t, admin, 'second');
  seeker = await t.signUp();
  dana = await personWith(t, admin, activeClient, { first_name: 'Dana', last_name: 'First' });
  eli = await personWith(t, admin, activeClient, { first_name: 'Eli', last_name: 'First' });
  gil = await personWith(t, admin, activeClient, { first_name: 'Gil', last_name: 'Second' });
  hila = await personWith(t, admin, activeClient, { first_name: 'Hila', last_name: 'Nobody' });
  await assign(t, jhadmin, dana.userId, 'first');
  await assign(t, jhadmin, eli.userId, 'first');
  await assign(t, jhadmin, gil.userId, 'second');
});
afterAll(async () => {
  await t?.stop();
});

const synamedia = (token = first.token) => t.call<SynamediaAnswer & Refusal>('getSynamediaClients', {}, token);
const bfl = (body: Record<string, unknown> = {}, token = second.token) => t.call<BflAnswer & Refusal>('getBflClients', body, token);
const names = (clients: readonly { fullName: string }[]) => clients.map((c) => c.fullName);
const pie = (answer: SynamediaAnswer) => Object.fromEntries(answer.chartStatusesData.map((s) => [s.name, s.value]));

describe('who sees a partner dashboard', () => {
  it('shows the first partner its own clients only, waiting for approval', async () => {
    const res = await synamedia();
    expect(res.status).toBe(200);
    expect(names(res.body.unapprovedClients)).toEqual(['Dana First', 'Eli First']);
    expect(res.body.approvedClients).toEqual([]);
    expect(res.body.unapprovedClients[0]).toMatchObject({ _id: dana.userId, email: dana.email, status: null, approveDate: null });
    // the emails list is the admins' only
    expect(res.body).toMatchObject({ isAdmin: false, synamediaEmails: [] });
  });

  it('refuses the other partner, staff who are not journey admins and seekers with 403, visitors with 401', async () => {
    for (const token of [second.token, coach.token, seeker.token, dana.token]) expect((await synamedia(token)).status).toBe(403);
    for (const token of [first.token, coach.token, seeker.token]) expect((await bfl({}, token)).status).toBe(403);
    expect((await t.call('getSynamediaClients', {})).status).toBe(401);
    expect((await synamedia(jhadmin.token)).status).toBe(200);
    expect((await bfl({}, admin.token)).status).toBe(200);
  });

  it('answers each caller’s permissions', async () => {
    expect((await t.call('getSynamediaUserPermissions', {}, first.token)).body).toEqual({ Admin: false, JHAdmin: false, SynamediaUser: true, BflUser: false });
    expect((await t.call('getBflUserPermissions', {}, second.token)).body).toEqual({ Admin: false, JHAdmin: false, SynamediaUser: false, BflUser: true });
    expect((await t.call('getBflUserPermissions', {}, admin.token)).body).toEqual({ Admin: true, JHAdmin: true, SynamediaUser: false, BflUser: false });
  });

  it('lets only journey admins assign a client, and only a journey client', async () => {
    expect((await t.call('assignPartnerClient', { clientId: hila.userId, partner: 'first' }, first.token)).status).toBe(403);
    expect((await t.call<Refusal>('assignPartnerClient', { clientId: seeker.userId, partner: 'first' }, admin.token)).body.code).toBe('PartnerClientNotFound');
  });
});

describe('the first partner’s dashboard', () => {
  it('approves a client: it moves to the table as Waiting to start, and the pie and packages count it', async () => {
    const bought = await t.call<SynamediaAnswer>('addSynamediaQuota', { count: 10, date: '2026-10-01' }, jhadmin.token);
    expect(bought.body.prepaid).toEqual({ remaining: 10, total: 10 });
    const res = await t.call<SynamediaAnswer>('approveSynamediaClient', { clientId: dana.userId }, first.token);
    expect(res.status).toBe(200);
    expect(names(res.body.unapprovedClients)).toEqual(['Eli First']);
    expect(names(res.body.approvedClients)).toEqual(['Dana First']);
    expect(res.body.approvedClients[0]!.status).toBe('Waiting to start');
    expect(res.body.approvedClients[0]!.approveDate).not.toBeNull();
    expect(pie(res.body)).toMatchObject({ 'Waiting to start': 1, 'Found a Job': 0 });
    expect(res.body.prepaid).toEqual({ remaining: 9, total: 10 });
    expect(res.body.quotasTotal).toBe(10);
  });

  it('counts a second package from the clients approved beyond the first', async () => {
    const res = await t.call<SynamediaAnswer>('addSynamediaQuota', { count: 5, date: '2026-11-01' }, admin.token);
    // 15 prepaid, 1 approved: 14 left, all of them in the last package of 5? no: 5 − (1 − 10) = 14
    expect(res.body.prepaid).toEqual({ remaining: 14, total: 5 });
    expect(res.body.quotas).toEqual([{ count: 10, date: '2026-10-01' }, { count: 5, date: '2026-11-01' }]);
  });

  it('refuses approving twice, another partner’s client and a client of none', async () => {
    expect((await t.call<Refusal>('approveSynamediaClient', { clientId: dana.userId }, first.token)).body.code).toBe('PartnerClientAlreadyApproved');
    const others = await t.call<Refusal>('approveSynamediaClient', { clientId: gil.userId }, first.token);
    expect(others.status).toBe(404);
    expect(others.body.code).toBe('PartnerClientNotFound');
    expect((await t.call('approveSynamediaClient', { clientId: hila.userId }, first.token)).status).toBe(404);
    expect((await t.call('approveSynamediaClient', { clientId: eli.userId }, second.token)).status).toBe(403);
  });

  it('lets journey admins set a status: Found a Job shows in the pie and in the message', async () => {
    expect((await t.call('updateSynamediaClientData', { id: dana.userId, newData: { status: 'Found a Job' } }, first.token)).status).toBe(403);
    const res = await t.call<SynamediaAnswer>('updateSynamediaClientData', { id: dana.userId, newData: { status: 'Found a Job', originalTitle: 'Data analyst' } }, jhadmin.token);
    expect(res.status).toBe(200);
    expect(pie(res.body)).toMatchObject({ 'Found a Job': 1, 'Waiting to start': 0 });
    expect(res.body.approvedClients[0]).toMatchObject({ status: 'Found a Job', originalTitle: 'Data analyst' });
    expect((await synamedia()).body.newFoundJob).toEqual(['Dana First']);
  });

  it('refuses a status outside the list and an edit of a client not approved', async () => {
    const unknown = await t.call<Refusal & { issues: { message: string }[] }>('updateSynamediaClientData', { id: dana.userId, newData: { status: 'On holiday' } }, jhadmin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues.map((i) => i.message)).toContain(m.PartnerStatusUnknown);
    const waiting = await t.call<Refusal>('updateSynamediaClientData', { id: eli.userId, newData: { status: 'Freeze' } }, jhadmin.token);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toBe(m.PartnerNotApproved);
  });

  it('keeps the emails list, lowercased and each once, for journey admins only', async () => {
    const res = await t.call<SynamediaAnswer>('updateSynamediaEmailsList', { synamediaEmails: ['HR@Partner.example', 'hr@partner.example', 'ops@partner.example'] }, jhadmin.token);
    expect(res.body.synamediaEmails).toEqual(['hr@partner.example', 'ops@partner.example']);
    expect((await t.call('updateSynamediaEmailsList', { synamediaEmails: ['not-an-address'] }, jhadmin.token)).status).toBe(400);
    expect((await t.call('updateSynamediaEmailsList', { synamediaEmails: [] }, first.token)).status).toBe(403);
  });
});

describe('the second partner’s table', () => {
  it('computes the talent’s part on the server from the client’s amount, and approves with Save + Approve', async () => {
    const none = await t.call<Refusal>('updateBflClientData', { id: gil.userId, bflPart: 500 }, jhadmin.token);
    expect(none.body.error).toBe(m.PartnerNoTotalPay);
    const cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true });
    await openJourney(t, coach.token, gil.userId, 'signed', 'standard pro');
    expect((await t.call('editClientsData', { id: gil.userId, newData: { amount: 4000 } }, cadmin.token)).status).toBe(200);
    const saved = await t.call<BflAnswer>('updateBflClientData', { id: gil.userId, bflPart: 1250.5, approve: true }, jhadmin.token);
    expect(saved.status).toBe(200);
    expect(saved.body.clients).toHaveLength(1);
    expect(saved.body.clients[0]).toMatchObject({ fullName: 'Gil Second', totalPay: 4000, bflPart: 1250.5, talentPart: 2749.5, approved: true, talentPayed: false });
    expect(saved.body.clients[0]!.paymentLink).toContain('sum=2749.5');
    expect(saved.body.totals).toEqual({ totalPay: 4000, bflPart: 1250.5, talentPart: 2749.5 });
  });

  it('refuses a talent’s part sent that is not the total minus the partner’s part, and a part above the total', async () => {
    const readOnly = await t.call<Refusal>('updateBflClientData', { id: gil.userId, bflPart: 1000, talentPart: 3500 }, jhadmin.token);
    expect(readOnly.status).toBe(409);
    expect(readOnly.body.error).toBe(m.TalentPartReadOnly);
    expect((await t.call<Refusal>('updateBflClientData', { id: gil.userId, bflPart: 4000.01 }, jhadmin.token)).body.error).toBe(m.PartnerPartAboveTotal);
    expect((await t.call('updateBflClientData', { id: gil.userId, bflPart: -1 }, jhadmin.token)).status).toBe(400);
    expect((await t.call('updateBflClientData', { id: gil.userId, bflPart: 100 }, second.token)).status).toBe(403);
    expect((await t.call('updateBflClientData', { id: dana.userId, bflPart: 100 }, jhadmin.token)).status).toBe(404);
  });

  it('records the talent paid, and filters by approval and payment', async () => {
    const paid = await t.call<BflAnswer>('updateBflClientData', { id: gil.userId, paid: true }, jhadmin.token);
    expect(paid.body.clients[0]).toMatchObject({ talentPayed: true });
    expect(names((await bfl({ filter: 'approvedPaid' })).body.clients)).toEqual(['Gil Second']);
    expect(names((await bfl({ filter: 'approvedNotPaid' })).body.clients)).toEqual([]);
    expect(names((await bfl({ filter: 'notApproved' })).body.clients)).toEqual([]);
    const partnerView = await bfl();
    // the payment link and the emails list are the admins'
    expect(partnerView.body.clients[0]).toMatchObject({ fullName: 'Gil Second', paymentLink: null });
    expect(partnerView.body.isAdmin).toBe(false);
  });

  it('keeps the second partner’s emails list', async () => {
    const res = await t.call<BflAnswer>('updateBflEmailsList', { bflEmails: ['Pay@Bfl.example'] }, admin.token);
    expect(res.body.bflEmails).toEqual(['pay@bfl.example']);
    expect((await bfl({}, jhadmin.token)).body.bflEmails).toEqual(['pay@bfl.example']);
  });
});
