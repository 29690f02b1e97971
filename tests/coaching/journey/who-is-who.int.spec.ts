import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { startTestApp, type TestApp } from '../../support/test-app';
import { personWith, signInAdmin, type Person } from './journey-support';

// Who is who in the coaching service: only a site admin gives the roles (setAdminUserData), every
// change names the admin, and the roles decide who reaches a journey.
let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.stop();
});

type Flags = { isJHUser: boolean; isActiveJHUser: boolean; isJHAdmin: boolean; isCSManager: boolean; isCAdmin: boolean };

describe('the coaching roles', () => {
  it('gives each flag, records the admin on each change, and the flags open the journey calls', async () => {
    const person = await t.signUp();
    const before = await t.call('getPersonalJourneyData', {}, person.token);
    expect(before.status).toBe(403);
    for (const data of [{ isJHUser: true }, { isActiveJHUser: true }, { isCAdmin: true }, { isCSManager: true }, { isJHAdmin: true }]) {
      const res = await t.call<{ user: Flags }>('setAdminUserData', { userId: person.userId, data }, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user).toMatchObject(data);
    }
    const events = (await t.app.store.readStream(userStreamId(person.userId))).filter((e) => e.type === 'UserRolesSet');
    expect(events).toHaveLength(5);
    for (const e of events) expect(e.metadata).toMatchObject({ actor: admin.userId, onBehalfOf: person.userId });
    expect((await t.call('getPersonalJourneyData', {}, person.token)).status).toBe(200);
  });

  it('lets no one but a site admin give roles: not a coaching admin, a manager, a client admin or a client', async () => {
    const target = await t.signUp();
    const given: Record<string, boolean>[] = [{ isJHAdmin: true }, { isCSManager: true }, { isCAdmin: true }, { isJHUser: true, isActiveJHUser: true }];
    const callers = await Promise.all(given.map((roles) => personWith(t, admin, roles)));
    const head = await t.app.store.headPosition();
    for (const caller of callers) {
      const res = await t.call<{ code: string }>('setAdminUserData', { userId: target.userId, data: { isJHUser: true } }, caller.token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NotAdmin');
    }
    expect(await t.app.store.headPosition()).toBe(head);
  });

  it('lets a client admin and an inactive journey user reach no journey, and a customer-success manager reach any', async () => {
    const client = await personWith(t, admin, { isJHUser: true, isActiveJHUser: true });
    const [cadmin, inactive, csm] = await Promise.all([personWith(t, admin, { isCAdmin: true }), personWith(t, admin, { isJHUser: true }), personWith(t, admin, { isCSManager: true })]);
    expect((await t.call('getPersonalJourneyData', { userId: client.userId }, cadmin.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneyData', {}, inactive.token)).status).toBe(403);
    const seen = await t.call<{ personaljourney: { _id: string } }>('getPersonalJourneyData', { userId: client.userId }, csm.token);
    expect(seen.body.personaljourney._id).toBe(client.userId);
  });
});
