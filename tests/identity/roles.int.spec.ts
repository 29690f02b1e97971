import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../../contracts/identity/users/ids';
import { registerAdmin } from '../support/register-admin';
import { startTestApp, type TestApp } from '../support/test-app';

// What an admin makes a person (setAdminUserData): the account says it, the access model reads it,
// and every change is recorded with the admin who made it.
let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  const email = `roles-admin${Date.now()}@example.com`;
  await registerAdmin(t, { email, first_name: 'Ada', last_name: 'Admin' });
  const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
  admin = { token: login.body.token, userId: login.body.user._id };
});
afterAll(async () => {
  await t?.stop();
});

type UserData = { isJHUser: boolean; isActiveJHUser: boolean; isJHAdmin: boolean; isCSManager: boolean; isCAdmin: boolean; partner: string | null };

describe('roles an admin gives', () => {
  it('makes a person an active journey client and a partner user, then takes one back, each change named with the admin', async () => {
    const person = await t.signUp();
    const given = await t.call<{ user: UserData }>('setAdminUserData', { userId: person.userId, data: { isJHUser: true, isActiveJHUser: true, partner: 'first' } }, admin.token);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.user).toMatchObject({ isJHUser: true, isActiveJHUser: true, isJHAdmin: false, partner: 'first' });
    const mine = await t.call<{ user: UserData }>('getUserData', {}, person.token);
    expect(mine.body.user).toMatchObject({ isJHUser: true, isActiveJHUser: true, partner: 'first' });

    const taken = await t.call<{ user: UserData }>('setAdminUserData', { userId: person.userId, data: { isActiveJHUser: false, partner: null } }, admin.token);
    expect(taken.body.user).toMatchObject({ isJHUser: true, isActiveJHUser: false, partner: null });
    // the same again records nothing
    await t.call('setAdminUserData', { userId: person.userId, data: { isActiveJHUser: false } }, admin.token);

    const changes = (await t.app.store.readStream(userStreamId(person.userId))).filter((e) => e.type === 'UserRolesSet');
    expect(changes.map((e) => e.data.roles)).toEqual([{ isJHUser: true, isActiveJHUser: true, partner: 'first' }, { isActiveJHUser: false, partner: null }]);
    for (const change of changes) expect(change.metadata).toMatchObject({ actor: admin.userId, onBehalfOf: person.userId });
  });

  it('refuses anyone but an admin, and a flag it does not know, and changes nothing', async () => {
    const person = await t.signUp();
    const staff = await t.signUp();
    await t.call('setAdminUserData', { userId: staff.userId, data: { isJHAdmin: true } }, admin.token);
    const before = await t.app.store.headPosition();
    expect((await t.call('setAdminUserData', { userId: person.userId, data: { isJHUser: true } }, person.token)).status).toBe(403);
    // a coaching admin is staff, not a site admin
    expect((await t.call('setAdminUserData', { userId: person.userId, data: { isJHUser: true } }, staff.token)).status).toBe(403);
    expect((await t.call('setAdminUserData', { userId: person.userId, data: { isAdmin: true } }, admin.token)).status).toBe(400);
    expect(await t.app.store.headPosition()).toBe(before);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await t.call<{ code: string }>('setAdminUserData', { userId: 'no-such-user', data: { isJHUser: true } }, admin.token);
    expect(res.status).toBe(404);
  });
});
