import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '../../contracts/identity/users/user';
import type { ExtraInfoType } from '../../contracts/identity/admin-users/admin-users';
import { creditsStreamId } from '../../contracts/marketplace/credits/ids';
import { PRO_MONTHLY_CREDITS_JOB, proMonthlyCreditsKey, proPlanStreamId } from '../../contracts/marketplace/payments/ids';
import { keyedTaskId } from '../../ops/tasks/task-queue';
import { userStreamId } from '../../contracts/identity/users/ids';
import { addMonths } from '../../contracts/marketplace/payments/plans';
import { signUpAdmin, postJob } from '../marketplace/credits-support';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, type TestApp } from '../support/test-app';

// The admins' users screen (/users) through HTTP: who may use it, the search, the card's edits,
// the Pro months, exclusion, deletion and the extra information of a person.
type Users = { users: UserData[]; total: number };
type Issue = { path: string; message: string };

let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t, 'users-admin@adminusers.test');
});
afterAll(async () => {
  await t?.stop();
});

const search = (body: Record<string, unknown>) => t.call<Users>('getAdminUserData', body, admin.token);
const edit = (userId: string, data: Record<string, unknown>, fetchParams?: Record<string, unknown>) =>
  t.call<{ user: UserData } & Partial<Users>>('setAdminUserData', { userId, data, ...(fetchParams ? { fetchParams } : {}) }, admin.token);
const types = async (streamId: string) => (await t.app.store.readStream(streamId)).map((e) => e.type);

describe('who may use the users screen', () => {
  it('answers admins only: seekers, recruiters, journey clients and staff are refused with 403', async () => {
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const client = await t.signUp();
    await edit(client.userId, { isJHUser: true, isActiveJHUser: true });
    const staff = await t.signUp();
    await edit(staff.userId, { isCSManager: true });
    const journeyAdmin = await t.signUp();
    await edit(journeyAdmin.userId, { isJHAdmin: true });
    const calls: [string, Record<string, unknown>][] = [
      ['getAdminUserData', { email: 'adminusers.test' }],
      ['setAdminUserData', { userId: seeker.userId, data: { contactCredit: 3 } }],
      ['excludeUserByAdminAndGetUsers', { userId: seeker.userId }],
      ['deleteUserByAdmin', { userId: seeker.userId }],
      ['getAdminExtraUserInfo', { userId: seeker.userId }],
    ];
    for (const caller of [seeker, recruiter, client, staff, journeyAdmin])
      for (const [name, body] of calls) expect((await t.call(name, body, caller.token)).status, `${name} by ${caller.email}`).toBe(403);
    expect((await t.call('getAdminUserData', { email: 'x' })).status).toBe(401);
    expect(await types(userStreamId(seeker.userId))).toEqual(['UserRegistered']);
  });
});

describe('searching users', () => {
  it('finds a person by their exact id, and answers 404 for an id that is nobody', async () => {
    const person = await t.signUp({ email: 'by-id@adminusers.test' });
    const found = await search({ userId: person.userId });
    expect(found.status).toBe(200);
    expect(found.body.users.map((u) => u.email)).toEqual(['by-id@adminusers.test']);
    expect(found.body.total).toBe(1);
    expect((await search({ userId: 'nobody-at-all' })).status).toBe(404);
  });

  it('finds by any part of the email in any case, the whole address first, with the total', async () => {
    await t.signUp({ email: 'dana@findme.adminusers.test' });
    await t.signUp({ email: 'dana.levi@findme.adminusers.test' });
    await t.signUp({ email: 'other@elsewhere.test' });
    const part = await search({ email: 'FINDME.adminusers' });
    expect(part.body.users.map((u) => u.email).sort()).toEqual(['dana.levi@findme.adminusers.test', 'dana@findme.adminusers.test']);
    expect(part.body.total).toBe(2);
    const whole = await search({ email: 'Dana@findme.adminusers.test' });
    expect(whole.body.users[0]!.email).toBe('dana@findme.adminusers.test');
    // LIKE's own characters are only themselves
    expect((await search({ email: '%' })).body.total).toBe(0);
  });

  it('narrows to coaching admins and to coaching users with each checkbox', async () => {
    const jhAdmin = await t.signUp({ email: 'jh-admin@boxes.adminusers.test' });
    const jhUser = await t.signUp({ email: 'jh-user@boxes.adminusers.test' });
    await t.signUp({ email: 'plain@boxes.adminusers.test' });
    await edit(jhAdmin.userId, { isJHAdmin: true });
    await edit(jhUser.userId, { isJHUser: true });
    const emails = async (body: Record<string, unknown>) => (await search({ email: 'boxes.adminusers', ...body })).body.users.map((u) => u.email).sort();
    expect(await emails({})).toHaveLength(3);
    expect(await emails({ isJHAdmin: true })).toEqual(['jh-admin@boxes.adminusers.test']);
    expect(await emails({ isJHUser: true })).toEqual(['jh-user@boxes.adminusers.test']);
    expect(await emails({ isJHAdmin: true, isJHUser: true })).toEqual([]);
  });
});

describe("editing a person's credits and Pro end date", () => {
  it('sets the credits left, the ledger recording the difference with the admin, and answers the search again', async () => {
    const person = await t.signUp({ email: 'credits@edit.adminusers.test' });
    const set = await edit(person.userId, { contactCredit: 7, promoteCredit: 2 }, { email: 'edit.adminusers' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.user).toMatchObject({ contactCredit: 7, promoteCredit: 2 });
    expect(set.body.users?.find((u) => u._id === person.userId)).toMatchObject({ contactCredit: 7, promoteCredit: 2 });
    expect((await edit(person.userId, { contactCredit: 3 })).body.user).toMatchObject({ contactCredit: 3, promoteCredit: 2 });
    const ledger = await t.app.store.readStream(creditsStreamId(person.userId));
    expect(ledger.map((e) => [e.type, e.data.kind, e.data.amount, e.data.balance])).toEqual([
      ['CreditsGranted', 'contact', 7, 7],
      ['CreditsGranted', 'promote', 2, 2],
      ['CreditsWithdrawn', 'contact', 4, 3],
    ]);
    for (const e of ledger) expect(e.metadata).toMatchObject({ actor: admin.userId, onBehalfOf: person.userId });
    // the same values again record nothing
    await edit(person.userId, { contactCredit: 3, promoteCredit: 2 });
    expect(await types(creditsStreamId(person.userId))).toHaveLength(3);
  });

  it('refuses credits that are not whole numbers of 0 or more, and an end date that is not a later day, on the field', async () => {
    const person = await t.signUp();
    const refused = async (data: Record<string, unknown>) => {
      const res = await t.call<{ issues: Issue[] }>('setAdminUserData', { userId: person.userId, data }, admin.token);
      expect(res.status, JSON.stringify(data)).toBe(400);
      return res.body.issues.map((i) => [i.path, i.message]);
    };
    expect(await refused({ contactCredit: -1 })).toEqual([['data.contactCredit', 'Enter a whole number of 0 or more']]);
    expect(await refused({ promoteCredit: 1.5 })).toEqual([['data.promoteCredit', 'Enter a whole number of 0 or more']]);
    expect(await refused({ promoteCredit: '4' })).toEqual([['data.promoteCredit', 'Enter a whole number of 0 or more']]);
    expect(await refused({ proEndDate: '2020-01-01' })).toEqual([['data.proEndDate', 'The Pro end date must be after today']]);
    expect(await refused({ proEndDate: 'next week' })).toEqual([['data.proEndDate', 'Enter a date (yyyy-mm-dd)']]);
    expect(await types(creditsStreamId(person.userId))).toEqual([]);
    expect(await types(proPlanStreamId(person.userId))).toEqual([]);
  });

  it('gives Pro until the end of the day set, and ends it when the date is cleared', async () => {
    const person = await t.signUp();
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const given = await edit(person.userId, { proEndDate: day });
    expect(given.body.user).toMatchObject({ isPro: true, proEndDate: `${day}T23:59:59.999Z` });
    expect((await t.call<{ user: UserData }>('getUserData', {}, person.token)).body.user).toMatchObject({ isPro: true });
    const cleared = await edit(person.userId, { proEndDate: null });
    expect(cleared.body.user).toMatchObject({ isPro: false, proEndDate: null });
    const events = await t.app.store.readStream(proPlanStreamId(person.userId));
    expect(events.map((e) => [e.type, e.data.until, e.metadata.actor])).toEqual([
      ['ProEndDateSet', `${day}T23:59:59.999Z`, admin.userId],
      ['ProEndDateSet', null, admin.userId],
    ]);
  });
});

describe('the +3 months button (extendProPlan)', () => {
  it('extends from now for a person without Pro, with the first month of credits at once and the others queued', async () => {
    const person = await t.signUp();
    const before = Date.now();
    const res = await t.call<{ userData: UserData }>('extendProPlan', { userId: person.userId, months: 3 }, admin.token);
    expect(res.status).toBe(200);
    const end = Date.parse(res.body.userData.proEndDate!);
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 3).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 3).getTime());
    expect(res.body.userData).toMatchObject({ isPro: true, contactCredit: 10, promoteCredit: 10 });
    // months 2 and 3 bring theirs on their day
    const grantKey = (await t.app.store.readStream(creditsStreamId(person.userId)))[0]!.data.grantKey as string;
    const grantId = grantKey.replace(/^pro-credits-/, '').replace(/-1:contact$/, '');
    for (const month of [2, 3])
      expect(await t.app.queue.state(PRO_MONTHLY_CREDITS_JOB, keyedTaskId(PRO_MONTHLY_CREDITS_JOB, proMonthlyCreditsKey(grantId, month)))).toMatchObject({ state: 'created' });
  });

  it('extends from a later end date an admin set, adding to the credits left', async () => {
    const person = await t.signUp();
    const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await edit(person.userId, { proEndDate: day, contactCredit: 4, promoteCredit: 1 });
    const res = await t.call<{ userData: UserData }>('extendProPlan', { userId: person.userId, months: 3 }, admin.token);
    expect(res.body.userData).toMatchObject({ isPro: true, proEndDate: addMonths(new Date(`${day}T23:59:59.999Z`), 3).toISOString(), contactCredit: 14, promoteCredit: 11 });
  });
});

describe('excluding a person', () => {
  it('takes them out of the resume search, refuses their sign-in and sessions, and lets them back', async () => {
    const person = await t.signUp({ email: 'excluded@adminusers.test' });
    const listed = async () => (await t.app.deps.db.selectFrom('resume').select('listed').where('id', '=', person.userId).executeTakeFirstOrThrow()).listed;
    await t.call('saveProfile', { title: 'Data analyst', location: 'Haifa', seniorityLevel: 'Senior' }, person.token);
    expect(await listed()).toBe(true);
    const excluded = await t.call<{ user: UserData } & Users>('excludeUserByAdminAndGetUsers', { userId: person.userId, fetchParams: { email: 'excluded@adminusers' } }, admin.token);
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    expect(excluded.body.user.excludedByAdmin).toBe(true);
    expect(excluded.body.users.map((u) => [u.email, u.excludedByAdmin])).toEqual([['excluded@adminusers.test', true]]);
    expect(await listed()).toBe(false);
    const session = await t.call<{ code: string }>('getUserData', {}, person.token);
    expect([session.status, session.body.code]).toEqual([403, 'AccountExcluded']);
    const login = await t.call<{ code: string }>('login', { email: person.email, password: 'secret123' });
    expect([login.status, login.body.code]).toEqual([403, 'AccountExcluded']);
    // a wrong password still says only that
    expect((await t.call('login', { email: person.email, password: 'not-the-one' })).status).toBe(401);

    const back = await t.call<{ user: UserData }>('excludeUserByAdminAndGetUsers', { userId: person.userId, excluded: false }, admin.token);
    expect(back.body.user.excludedByAdmin).toBe(false);
    expect(await listed()).toBe(true);
    expect((await t.call('getUserData', {}, person.token)).status).toBe(200);
    const events = (await t.app.store.readStream(userStreamId(person.userId))).filter((e) => e.type === 'UserExcluded');
    expect(events.map((e) => [e.data.excluded, e.metadata.actor, e.metadata.onBehalfOf])).toEqual([
      [true, admin.userId, person.userId],
      [false, admin.userId, person.userId],
    ]);
  });
});

describe('deleting a person', () => {
  it('erases the account as its owner would, recorded with the admin, and answers the search without it', async () => {
    const person = await t.signUp({ email: 'deleted@adminusers.test' });
    const jobId = await postJob(t, (await t.signUp({ lookingforwork: false })).token);
    expect(jobId).toBeTruthy();
    const res = await t.call<{ deleted: string } & Users>('deleteUserByAdmin', { userId: person.userId, fetchParams: { email: 'deleted@adminusers' } }, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ deleted: person.userId, users: [], total: 0 });
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(401);
    const deletion = (await t.app.store.readStream(userStreamId(person.userId))).find((e) => e.type === 'AccountDeleted')!;
    expect(deletion.metadata).toMatchObject({ actor: admin.userId, onBehalfOf: person.userId });
    // the address is free again
    expect((await t.signUp({ email: 'deleted@adminusers.test' })).userId).not.toBe(person.userId);
  });

  it("refuses an admin's own account", async () => {
    const res = await t.call<{ code: string }>('deleteUserByAdmin', { userId: admin.userId }, admin.token);
    expect([res.status, res.body.code]).toEqual([403, 'Forbidden']);
  });
});

describe('extra information of a person', () => {
  type Counts = { counts: Record<ExtraInfoType, number> };
  type Table = { type: ExtraInfoType; columns: { key: string }[]; extraUserData: Record<string, unknown>[]; count: number };
  const info = (userId: string) => t.call<Counts>('getAdminExtraUserInfo', { userId }, admin.token);
  const table = (userId: string, type: ExtraInfoType) => t.call<Table>('getAdminExtraUserInfo', { userId, type }, admin.token);

  it('counts each type, and lists the rows of one, for a seeker and a recruiter with real activity', async () => {
    const seeker = await t.signUp({ first_name: 'Sivan', last_name: 'Seeker' });
    const recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rami', last_name: 'Recruiter' });
    const other = await t.signUp({ lookingforwork: false });
    const [applied, connected, matched] = [await postJob(t, recruiter.token, { title: 'Applied job' }), await postJob(t, recruiter.token, { title: 'Connected job' }), await postJob(t, recruiter.token, { title: 'Matched job' })];
    const closed = await postJob(t, other.token, { title: 'Closed job' });
    const gone = await postJob(t, other.token, { title: 'Gone job' });
    const seen = await postJob(t, other.token, { title: 'Seen job', company: 'Beta Works' });
    const apply = (jobId: string) => t.call('applyHistObject', { objectId: jobId, histogramType: 'jobs' }, seeker.token);
    const connect = (jobId: string) => t.call('applyHistObject', { objectId: seeker.userId, jobId, histogramType: 'resumes' }, recruiter.token);
    for (const res of [await apply(applied), await connect(connected), await apply(matched), await connect(matched), await apply(closed)]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.call('changeJobStatus', { jobId: closed, newStatus: 'O' }, other.token)).status).toBe(200);
    expect((await t.call('changeJobStatus', { jobId: gone, newStatus: 'D' }, other.token)).status).toBe(200);
    await edit(seeker.userId, { contactCredit: 2, promoteCredit: 1 });
    expect((await t.call('fetchContact', { jobId: seen }, seeker.token)).status).toBe(200);
    expect((await t.call('promoteObject', { type: 'profile', objectId: seeker.userId }, seeker.token)).status).toBe(200);

    const seekerCounts = { contacts: 1, promotes: 1, activeJobs: 0, archivedJobs: 0, deletedJobs: 0, waitForResponse: 1, needToRespond: 1, matches: 1, inactiveConnects: 1, alerts: 0, reports: 0 };
    expect(await eventually(async () => ((await info(seeker.userId)).body.counts.inactiveConnects === 1 ? (await info(seeker.userId)).body.counts : null))).toEqual(seekerCounts);
    expect((await info(recruiter.userId)).body.counts).toMatchObject({ activeJobs: 3, waitForResponse: 1, needToRespond: 1, matches: 1, inactiveConnects: 0, contacts: 0 });
    expect((await info(other.userId)).body.counts).toMatchObject({ activeJobs: 1, archivedJobs: 1, deletedJobs: 1, inactiveConnects: 1 });

    const contacts = await table(seeker.userId, 'contacts');
    expect(contacts.body.extraUserData).toEqual([expect.objectContaining({ objectType: 'job', objectId: seen, object: 'Seen job · Beta Works', balance: 1 })]);
    expect(contacts.body.columns.map((c) => c.key)).toEqual(['at', 'objectType', 'object', 'balance', 'objectId', '_id']);
    expect((await table(seeker.userId, 'promotes')).body.extraUserData).toEqual([expect.objectContaining({ objectType: 'profile', object: 'Sivan Seeker', balance: 0 })]);
    expect((await table(recruiter.userId, 'activeJobs')).body.extraUserData.map((r) => r.title).sort()).toEqual(['Applied job', 'Connected job', 'Matched job']);
    expect((await table(other.userId, 'archivedJobs')).body.extraUserData.map((r) => r.title)).toEqual(['Closed job']);
    expect((await table(other.userId, 'deletedJobs')).body.extraUserData.map((r) => r.title)).toEqual(['Gone job']);
    const row = (r: Record<string, unknown>) => [r.role, r.job, r.other];
    expect((await table(seeker.userId, 'waitForResponse')).body.extraUserData.map(row)).toEqual([['seeker', 'Applied job', 'Rami Recruiter']]);
    expect((await table(seeker.userId, 'needToRespond')).body.extraUserData.map(row)).toEqual([['seeker', 'Connected job', 'Rami Recruiter']]);
    const matches = await table(seeker.userId, 'matches');
    expect(matches.body.extraUserData.map(row)).toEqual([['seeker', 'Matched job', 'Rami Recruiter']]);
    expect(matches.body.extraUserData[0]).toMatchObject({ appliedAt: expect.any(String), connectedAt: expect.any(String), matchedAt: expect.any(String) });
    expect((await table(recruiter.userId, 'needToRespond')).body.extraUserData.map(row)).toEqual([['recruiter', 'Applied job', 'Sivan Seeker']]);
    expect((await table(seeker.userId, 'inactiveConnects')).body.extraUserData.map((r) => r.job)).toEqual(['Closed job']);
    for (const type of ['alerts', 'reports'] as const) expect((await table(seeker.userId, type)).body).toMatchObject({ type, extraUserData: [], count: 0 });
  });
});
