import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerChangedMessage } from '../../../contracts/backoffice/partners/live';
import type { SynamediaAnswer } from '../../../contracts/backoffice/partners/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { nextMessage } from '../../support/next-message';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { assign, partnerUser } from './partners-support';

// Open partner dashboards hear what others change (partners.changed to room partner:{partner}):
// each company's users only their own company's, journey admins both.
let t: TestApp;
let admin: Person, jhadmin: Person, first: Person, firstColleague: Person, second: Person, coach: Person;
let noa: Person, omer: Person;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  coach = await personWith(t, admin, { isCSManager: true });
  first = await partnerUser(t, admin, 'first');
  firstColleague = await partnerUser(t, admin, 'first');
  second = await partnerUser(t, admin, 'second');
  noa = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Live' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Live' });
});
afterAll(async () => {
  await t?.stop();
});

// every partners.changed message a socket hears, in order
const heard = (socket: Socket): PartnerChangedMessage[] => {
  const list: PartnerChangedMessage[] = [];
  socket.on('partners.changed', (m: PartnerChangedMessage) => list.push(m));
  return list;
};
const changed = (socket: Socket, match: (m: PartnerChangedMessage) => boolean) => nextMessage<PartnerChangedMessage>(socket, 'partners.changed', match, 10_000);

describe('live partner dashboards', () => {
  it('tells an assignment to both partners’ rooms, an approval and a package to the first partner’s only', async () => {
    const [firstSocket, colleagueSocket, secondSocket, adminSocket, coachSocket] = await Promise.all([first, firstColleague, second, jhadmin, coach].map((p) => t.socket(p.token)));
    const toSecond = heard(secondSocket);
    const toCoach = heard(coachSocket);
    const assigned = Promise.all([changed(firstSocket, (m) => m.what === 'assigned'), changed(secondSocket, (m) => m.what === 'assigned'), changed(adminSocket, (m) => m.what === 'assigned')]);
    await assign(t, jhadmin, noa.userId, 'first');
    const [a, b] = await assigned;
    expect(a).toMatchObject({ partner: 'first', what: 'assigned' });
    expect(b).toMatchObject({ partner: 'second', what: 'assigned' });
    // the message names nobody: a partner hears that its list moved, not whose client moved
    expect(Object.keys(a).sort()).toEqual(['partner', 'position', 'what']);

    // a colleague approves: the other first-partner user's open dashboard hears it, and reads the pie again
    const approved = Promise.all([changed(firstSocket, (m) => m.what === 'approved'), changed(adminSocket, (m) => m.what === 'approved' && m.partner === 'first')]);
    const approve = await t.call('approveSynamediaClient', { clientId: noa.userId }, firstColleague.token);
    expect(approve.status).toBe(200);
    expect((await approved)[0]).toEqual({ partner: 'first', what: 'approved', position: expect.any(String) });
    const pie = await t.call<SynamediaAnswer>('getSynamediaClients', {}, first.token);
    expect(pie.body.chartStatusesData.find((s) => s.name === 'Waiting to start')?.value).toBe(1);

    const quota = changed(colleagueSocket, (m) => m.what === 'quota');
    expect((await t.call('addSynamediaQuota', { count: 3, date: '2026-11-01' }, jhadmin.token)).status).toBe(200);
    expect(await quota).toMatchObject({ partner: 'first', what: 'quota' });

    const edited = changed(firstSocket, (m) => m.what === 'updated');
    expect((await t.call('updateSynamediaClientData', { id: noa.userId, newData: { status: 'Interviewing' } }, jhadmin.token)).status).toBe(200);
    await edited;

    // the second partner hears its own client's move, and heard nothing of the first partner's approval, package or edit
    const secondOwn = changed(secondSocket, (m) => m.what === 'assigned');
    await assign(t, jhadmin, omer.userId, 'second');
    await secondOwn;
    expect(toSecond.map((m) => m.what)).toEqual(['assigned', 'assigned']);
    expect(toSecond.every((m) => m.partner === 'second')).toBe(true);
    // staff who are not journey admins see no dashboard and hear none
    expect(toCoach).toEqual([]);
  });
});
