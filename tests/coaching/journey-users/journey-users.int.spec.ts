import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyUser } from '../../../contracts/coaching/journey-users/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../journey/journey-support';

// The {product} users list over HTTP: who may see it, the search and every filter, and the answer's
// keys (the brand's and the stable one).
let t: TestApp;
let admin: Person;
let jhAdmin: Person;
let coach: Person;
let noa: Person;
let omer: Person;
let lea: Person;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signInAdmin(t);
  jhAdmin = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' });
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
  noa = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Levi' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Cohen' });
  lea = await personWith(t, admin, { isJHUser: true }, { first_name: 'Lea', last_name: 'Waiting' });
  const must = async (call: string, body: Record<string, unknown>) => expect((await t.call(call, body, jhAdmin.token)).status, `${call} ${JSON.stringify(body)}`).toBe(200);
  await must('changePersonalJourneyStatus', { userId: noa.userId, status: 'published' });
  await must('changePersonalJourneyPlan', { userId: noa.userId, plan: 'standard executive' });
  await must('changePersonalJourneyManager', { userId: noa.userId, manager: coach.userId });
  await must('changePersonalJourneyStatus', { userId: omer.userId, status: 'waiting for approval' });
  await must('updatePersonalJourneyData', { userId: omer.userId, data: { seniorityLevel: 'Senior' } });
});
afterAll(async () => {
  await t?.stop();
});

type Listed = { users: JourneyUser[]; jobhuntUsers: JourneyUser[]; total: number; sceduledMeetingStatuses: string[]; managers: { _id: string; name: string }[]; statuses: string[]; plans: string[] };
const list = async (body: Record<string, unknown> = {}, token = jhAdmin.token) => {
  const res = await t.call<Listed>('getPersonalJourneys', body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (body: Listed) => body.users.map((u) => u.first_name);

describe('the users list', () => {
  it('is for the brand admins and site admins only', async () => {
    expect((await t.call('getPersonalJourneys', {}, coach.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneys', {}, noa.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneys', {})).status).toBe(401);
    expect((await t.call('getPersonalJourneys', {}, admin.token)).status).toBe(200);
  });

  it("answers every journey user newest first, under the brand's key and under users, with the lists to filter by", async () => {
    const body = await list();
    expect(names(body)).toEqual(['Lea', 'Omer', 'Noa']);
    expect(body.jobhuntUsers).toEqual(body.users);
    expect(body.total).toBe(3);
    expect(body.sceduledMeetingStatuses.length).toBeGreaterThan(0);
    expect(body.statuses).toContain('published');
    expect(body.managers.map((m) => m.name)).toContain('Dana Coach');
    const noaRow = body.users.find((u) => u._id === noa.userId)!;
    expect(noaRow).toMatchObject({ status: 'published', plan: 'standard executive', csManager: { _id: coach.userId, name: 'Dana Coach' }, isActiveJHUser: true, email: noa.email });
    expect(body.users.find((u) => u._id === lea.userId)?.isActiveJHUser).toBe(false);
  });

  it('searches by name or title and by email, and filters by manager, status, plan, seniority and need attention', async () => {
    expect(names(await list({ search: { name: 'cohen' } }))).toEqual(['Omer']);
    expect(names(await list({ search: { email: noa.email.toUpperCase() } }))).toEqual(['Noa']);
    expect(names(await list({ filters: { manager: coach.userId } }))).toEqual(['Noa']);
    expect(names(await list({ filters: { manager: 'none' } }))).toEqual(['Lea', 'Omer']);
    expect(names(await list({ filters: { status: 'published' } }))).toEqual(['Noa']);
    expect(names(await list({ filters: { plan: 'standard executive' } }))).toEqual(['Noa']);
    expect(names(await list({ filters: { seniority: 'Senior' } }))).toEqual(['Omer']);
    expect(names(await list({ filters: { needAttention: 'waitingForApproval' } }))).toEqual(['Omer']);
    expect(names(await list({ filters: { needAttention: 'any' } }))).toEqual(['Omer']);
    const paged = await list({ page: 1, pageSize: 2 });
    expect(names(paged)).toEqual(['Noa']);
    expect(paged.total).toBe(3);
    expect((await t.call('getPersonalJourneys', { filters: { needAttention: 'soon' } }, jhAdmin.token)).status).toBe(400);
  });
});
