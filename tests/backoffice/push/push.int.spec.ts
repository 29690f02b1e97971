import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify } from 'jose';
import type { PushHistoryEntry } from '../../../contracts/backoffice/push/push';
import { pushStreamId } from '../../../contracts/backoffice/push/ids';
import type { Notification } from '../../../contracts/marketplace/inbox/notification';
import { eventually } from '../../tasks/close-job-later';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { browserSubscription, recordingPushService } from './push-support';

// Push notifications over HTTP: who may send them, their limits, whom a query reaches, the signed
// Web Push request each browser gets, the inbox entries, expired browsers forgotten, the history.
let t: TestApp;
let admin: Person;
const service = recordingPushService();
let people: Record<'seeker' | 'recruiter' | 'client' | 'jhAdmin' | 'pro', Person>;
beforeAll(async () => {
  t = await startTestApp({ pushTransport: service.transport });
  admin = await signInAdmin(t);
  people = {
    seeker: await t.signUp({ first_name: 'Sam', last_name: 'Haifa' }),
    recruiter: await t.signUp({ first_name: 'Rita', last_name: 'Recruiter', lookingforwork: false }),
    client: await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' }),
    jhAdmin: await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' }),
    pro: await t.signUp({ first_name: 'Pam', last_name: 'Pro' }),
  };
  await t.call('saveProfile', { location: 'Haifa, Israel' }, people.seeker.token);
  await t.call('extendProPlan', { userId: people.pro.userId, months: 1 }, admin.token);
});
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
type Sent = { pushId: string; recipients: number; devices: number; entry: PushHistoryEntry | null; message: string };
const text = { messageTitle: 'New jobs this week', message: 'Twelve new jobs match your tags. Open JobSwipe to see them.' };
const send = (body: Record<string, unknown>, token = admin.token) => t.call<Sent & Refusal>('sendPushNotifications', { ...text, ...body }, token);
const issuesOf = (body: Refusal) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
const recipientsOf = async (pushId: string) => {
  const [event] = await t.app.store.readStream(pushStreamId(pushId));
  return (event?.data as { recipients: string[] }).recipients;
};
const inbox = async (token: string) => (await t.call<{ list: Notification[] }>('getNotifications', {}, token)).body.list;

describe('who may send pushes', () => {
  it('is the site admins only: 403 for seekers, recruiters, journey clients and coaching admins, 401 without a session', async () => {
    for (const person of Object.values(people)) {
      for (const [call, body] of [
        ['sendPushNotifications', text],
        ['testPushNotification', text],
        ['addPushNotificaitonHistory', text],
        ['getPushNotificationHistory', {}],
        ['removePushNotificationHisotry', { id: 'x' }],
        ['findPushRecipients', { search: 'sam' }],
      ] as const) {
        expect((await t.call(call, body, person.token)).status, `${call} by ${person.email}`).toBe(403);
      }
    }
    expect((await t.call('sendPushNotifications', text)).status).toBe(401);
  });

  it("gives anyone signed in the server's VAPID public key to subscribe with", async () => {
    const res = await t.call<{ publicKey: string }>('getPushPublicKey', {}, people.seeker.token);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await t.call('getPushPublicKey', {})).status).toBe(401);
  });
});

describe('the limits of a push', () => {
  it('refuses each broken rule with 400 and the issue on its field, sending nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ messageTitle: '' }, 'messageTitle', 'A title of 1 to 60 characters'],
      [{ messageTitle: 'x'.repeat(61) }, 'messageTitle', 'A title of 1 to 60 characters'],
      [{ message: '  ' }, 'message', 'A message of 1 to 240 characters'],
      [{ message: 'x'.repeat(241) }, 'message', 'A message of 1 to 240 characters'],
      [{ query: { location: 'x'.repeat(101) } }, 'query.location', 'At most 100 characters of a place name'],
      [{ registeredUsers: Array.from({ length: 201 }, (_, i) => `u${i}`) }, 'registeredUsers', 'Pick at most 200 people'],
    ];
    const before = service.requests.length;
    for (const [change, path, message] of cases) {
      const res = await send(change);
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(issuesOf(res.body)).toEqual({ [path]: message });
    }
    // exactly at the limits is fine
    expect((await send({ messageTitle: 'x'.repeat(60), message: 'y'.repeat(240), registeredUsers: [people.seeker.userId] })).status).toBe(200);
    expect(service.requests.length).toBe(before);
  });

  it('refuses with 409 PushNoRecipients a push nobody would get', async () => {
    const res = await send({ query: { location: 'Nowhere at all' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PushNoRecipients');
    expect((await send({ registeredUsers: ['nobody-has-this-id'] })).body.code).toBe('PushNoRecipients');
  });
});

describe('whom a query reaches', () => {
  it('narrows by role, Pro, journey users and location; picked people win over the query; the admin is the actor', async () => {
    const ids = Object.fromEntries(Object.entries(people).map(([k, p]) => [k, p.userId])) as Record<keyof typeof people, string>;
    const reach = async (body: Record<string, unknown>) => {
      const res = await send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const recipients = await recipientsOf(res.body.pushId);
      expect(res.body.recipients).toBe(recipients.length);
      return new Set(recipients);
    };
    const everyone = await reach({});
    expect(Object.values(ids).every((id) => everyone.has(id))).toBe(true);
    const recruiters = await reach({ query: { role: 'recruiter' } });
    expect([recruiters.has(ids.recruiter), recruiters.has(ids.seeker)]).toEqual([true, false]);
    const seekers = await reach({ query: { role: 'seeker' } });
    expect([seekers.has(ids.seeker), seekers.has(ids.recruiter)]).toEqual([true, false]);
    expect([...(await reach({ query: { pro: true } }))]).toEqual([ids.pro]);
    const journey = await reach({ query: { journeyUsers: true } });
    expect([journey.has(ids.client), journey.has(ids.seeker)]).toEqual([true, false]);
    expect([...(await reach({ query: { location: 'HAIFA' } }))]).toEqual([ids.seeker]);
    expect([...(await reach({ query: { role: 'recruiter' }, registeredUsers: [ids.seeker, ids.client] }))].sort()).toEqual([ids.seeker, ids.client].sort());
    const [event] = await t.app.store.readStream(pushStreamId((await send({ registeredUsers: [ids.seeker] })).body.pushId));
    expect(event?.metadata.actor).toBe(admin.userId);
  });

  it('finds people to pick by any part of their email or name', async () => {
    const res = await t.call<{ users: { _id: string; name: string }[] }>('findPushRecipients', { search: 'rita rec' }, admin.token);
    expect(res.body.users).toEqual([{ _id: people.recruiter.userId, name: 'Rita Recruiter', email: people.recruiter.email }]);
  });
});

describe('delivery', () => {
  it("signs a Web Push request for every browser of the recipients (VAPID, encrypted body), puts the push in their inbox and answers the counts", async () => {
    const browser = browserSubscription('https://push.example.com/send/seeker-laptop');
    expect((await t.call('savePushSubscription', { subscription: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys } }, people.seeker.token)).status).toBe(200);
    const listener = await t.socket(people.seeker.token);
    const live = new Promise<{ notification: Notification }>((resolve) => listener.on('notification.created', (m: { notification: Notification }) => m.notification.kind === 'push' && resolve(m)));
    const res = await send({ messageTitle: 'Hello Haifa', message: 'A meetup on Thursday', registeredUsers: [people.seeker.userId, people.recruiter.userId] });
    expect(res.body).toMatchObject({ recipients: 2, devices: 1, message: 'Sent. People reached: 2. Their devices with notifications on: 1.', entry: { _id: res.body.pushId, status: 'sent', recipients: 2, by: admin.userId } });
    const { request, target } = await eventually(async () => service.requests.find((r) => r.request.endpoint === browser.endpoint && r.key.includes(res.body.pushId)));
    expect(target.userId).toBe(people.seeker.userId);
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', 'Content-Type': 'application/octet-stream', TTL: '86400' });
    // the VAPID header: a JWT for the push service's origin, signed with the server's key
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.Authorization!) ?? [];
    const { publicKey } = (await t.call<{ publicKey: string }>('getPushPublicKey', {}, people.seeker.token)).body;
    expect(key).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = await importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, 'ES256');
    const { payload } = await jwtVerify(token!, jwk);
    expect(payload.aud).toBe('https://push.example.com');
    expect(payload.sub).toMatch(/^mailto:/);
    // the body is encrypted for the browser: the words are not in it
    expect(request.body!.length).toBeGreaterThan(100);
    expect(request.body!.toString('latin1')).not.toContain('Hello Haifa');
    // the inbox of each recipient has it, live for the one listening
    expect((await live).notification).toMatchObject({ kind: 'push', title: 'Hello Haifa', message: 'A meetup on Thursday', readAt: null });
    expect((await inbox(people.recruiter.token))[0]).toMatchObject({ kind: 'push', title: 'Hello Haifa' });
    expect((await inbox(people.client.token)).some((n) => n.title === 'Hello Haifa')).toBe(false);
    listener.close();
  });

  it('forgets a browser its push service says is gone, and one its person turned off', async () => {
    const gone = browserSubscription('https://push.example.com/gone/old-phone');
    const kept = browserSubscription('https://push.example.com/send/recruiter-phone');
    for (const b of [gone, kept]) await t.call('savePushSubscription', { subscription: { endpoint: b.endpoint, keys: b.keys } }, people.recruiter.token);
    const res = await send({ registeredUsers: [people.recruiter.userId] });
    expect(res.body.devices).toBe(2);
    await eventually(async () => (await t.engine.db.selectFrom('push_subscription').select('endpoint').where('endpoint', '=', gone.endpoint).executeTakeFirst()) === undefined);
    const left = await t.engine.db.selectFrom('push_subscription').select('endpoint').where('user_id', '=', people.recruiter.userId).execute();
    expect(left.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    // only its owner may turn a browser off
    expect((await t.call<{ removed: boolean }>('removePushSubscription', { endpoint: kept.endpoint }, people.seeker.token)).body.removed).toBe(false);
    expect((await t.call<{ removed: boolean }>('removePushSubscription', { endpoint: kept.endpoint }, people.recruiter.token)).body.removed).toBe(true);
    expect((await send({ registeredUsers: [people.recruiter.userId] })).body.devices).toBe(0);
  });

  it('refuses a subscription that is not an https push address with real keys', async () => {
    const good = browserSubscription('https://push.example.com/send/x');
    const bad = [
      { endpoint: 'http://push.example.com/send/x', keys: good.keys },
      { endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } },
    ];
    for (const subscription of bad) expect((await t.call('savePushSubscription', { subscription }, people.seeker.token)).status).toBe(400);
  });

  it('sends a test to the admin alone, kept out of the history', async () => {
    const res = await t.call<Sent>('testPushNotification', { messageTitle: 'Only me', message: 'Checking how it looks' }, admin.token);
    expect(res.body).toMatchObject({ recipients: 1, entry: null, message: 'Sent to you. Your devices with notifications on: 0.' });
    expect((await inbox(admin.token))[0]).toMatchObject({ kind: 'push', title: 'Only me' });
    const history = (await t.call<{ list: PushHistoryEntry[] }>('getPushNotificationHistory', {}, admin.token)).body.list;
    expect(history.some((e) => e.messageTitle === 'Only me')).toBe(false);
    expect((await t.call<Refusal>('removePushNotificationHisotry', { id: res.body.pushId }, admin.token)).status).toBe(404);
  });
});

describe('the history', () => {
  it('lists the pushes sent and kept, newest first, and takes one out after it was removed once', async () => {
    const kept = await t.call<{ entry: PushHistoryEntry; message: string }>('addPushNotificaitonHistory', { messageTitle: 'For later', message: 'Not sent yet', query: { role: 'seeker', pro: true } }, admin.token);
    expect(kept.body).toMatchObject({ message: 'Kept in the history without sending', entry: { status: 'saved', recipients: 0, query: { role: 'seeker', pro: true, journeyUsers: false, location: '' }, byName: 'Ada Admin' } });
    const sent = (await send({ messageTitle: 'Newest', registeredUsers: [people.client.userId] })).body;
    const { list, total } = (await t.call<{ list: PushHistoryEntry[]; total: number }>('getPushNotificationHistory', { pageSize: 2 }, admin.token)).body;
    expect(list.map((e) => [e._id, e.status])).toEqual([
      [sent.pushId, 'sent'],
      [kept.body.entry._id, 'saved'],
    ]);
    expect(list[0]).toMatchObject({ registeredUsers: [people.client.userId], recipients: 1 });
    expect(total).toBeGreaterThan(2);
    const removed = await t.call<{ removed: string }>('removePushNotificationHisotry', { id: kept.body.entry._id }, admin.token);
    expect(removed.body).toEqual({ removed: kept.body.entry._id });
    const after = (await t.call<{ list: PushHistoryEntry[]; total: number }>('getPushNotificationHistory', {}, admin.token)).body;
    expect(after.total).toBe(total - 1);
    expect(after.list.some((e) => e._id === kept.body.entry._id)).toBe(false);
    const again = await t.call<Refusal>('removePushNotificationHisotry', { id: kept.body.entry._id }, admin.token);
    expect([again.status, again.body.code]).toEqual([404, 'PushHistoryEntryNotFound']);
    // what was sent stays in the inbox
    expect((await inbox(people.client.token)).some((n) => n.title === 'Newest')).toBe(true);
  });
});
