import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, CreditMovement, UnlockedContact } from '../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../contracts/marketplace/credits/ids';
import { startTestApp, type TestApp } from '../support/test-app';
import { givenMatch, grant, postJob, signUpAdmin } from './credits-support';

type FetchContact = { notPro: boolean; limitReached: boolean; contact: Contact; contacts: UnlockedContact[]; contactCredit: number };
type Ledger = { contactCredit: number; promoteCredit: number; movements: CreditMovement[] };

let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t, 'ledger-admin@example.com');
});
afterAll(async () => {
  await t?.stop();
});

const fetchContact = (token: string, body: Record<string, unknown>) => t.call<FetchContact>('fetchContact', body, token);
const account = async (token: string) => (await t.call<{ user: { contactCredit: number; promoteCredit: number } }>('getUserData', {}, token)).body.user;
const ledgerEvents = async (userId: string) => (await t.app.store.readStream(creditsStreamId(userId))).map((e) => e.type);

describe('the credit ledger', () => {
  it('records an admin grant with who and why; the account and the ledger show the balance', async () => {
    const seeker = await t.signUp();
    const granted = await grant(t, admin.token, seeker.userId, 'contacts', 5, 'welcome gift');
    expect(granted).toMatchObject({ status: 200, body: { contactCredit: 5, promoteCredit: 0 } });
    const withdrawn = await grant(t, admin.token, seeker.userId, 'contacts', -2, 'granted twice');
    expect(withdrawn.body).toMatchObject({ contactCredit: 3 });
    expect(await account(seeker.token)).toMatchObject({ contactCredit: 3, promoteCredit: 0 });

    const ledger = await t.call<Ledger>('getCreditLedger', { userId: seeker.userId, type: 'contacts' }, admin.token);
    expect(ledger.status).toBe(200);
    expect(ledger.body.movements).toMatchObject([
      { kind: 'contact', delta: -2, balance: 3, reason: 'admin', actorId: admin.userId, actorName: 'Ada Admin', note: 'granted twice' },
      { kind: 'contact', delta: 5, balance: 5, reason: 'admin', actorId: admin.userId, actorName: 'Ada Admin', note: 'welcome gift' },
    ]);
    expect((await t.call<Ledger>('getCreditLedger', { userId: seeker.userId, type: 'promotes' }, admin.token)).body.movements).toEqual([]);
    expect(await ledgerEvents(seeker.userId)).toEqual(['CreditsGranted', 'CreditsWithdrawn']);
  });

  it('refuses to take away more than is left, and changes nothing', async () => {
    const seeker = await t.signUp();
    await grant(t, admin.token, seeker.userId, 'promotes', 1);
    const res = await grant(t, admin.token, seeker.userId, 'promotes', -2);
    expect(res).toMatchObject({ status: 409, body: { code: 'CreditsWouldGoNegative' } });
    expect(await account(seeker.token)).toMatchObject({ promoteCredit: 1 });
  });

  it('lets only administrators see or change a ledger', async () => {
    const seeker = await t.signUp();
    expect((await t.call('getCreditLedger', { userId: seeker.userId }, seeker.token)).status).toBe(403);
    expect((await grant(t, seeker.token, seeker.userId, 'contacts', 100)).status).toBe(403);
    expect((await grant(t, admin.token, 'nobody', 'contacts', 1)).body).toMatchObject({ code: 'UserNotFound' });
    expect((await grant(t, admin.token, seeker.userId, 'contacts', 0)).status).toBe(400);
  });
});

describe('fetchContact', () => {
  it('offers Pro to a user who never had contact credits, telling hidden from missing values', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const withPhone = await postJob(t, recruiter.token, { phone: '050-1234567' });
    const withoutPhone = await postJob(t, recruiter.token);
    const seeker = await t.signUp();
    const res = await fetchContact(seeker.token, { jobId: withPhone });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notPro: true, limitReached: false, contactCredit: 0, contacts: [] });
    expect(res.body.contact).toEqual({ type: 'job', profileId: recruiter.userId, jobId: withPhone, email: null, phone: null, emailState: 'hidden', phoneState: 'hidden', access: 'locked' });
    const missing = await fetchContact(seeker.token, { jobId: withoutPhone, profileId: recruiter.userId });
    expect(missing.body.contact).toMatchObject({ emailState: 'hidden', phoneState: 'missing', phone: null });
    expect(await ledgerEvents(seeker.userId)).toEqual([]);
  });

  it('unlocks with one credit per object, shows it again for free, then answers limitReached', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const [a, b, c] = [await postJob(t, recruiter.token, { phone: '03-5550001' }), await postJob(t, recruiter.token), await postJob(t, recruiter.token)];
    const seeker = await t.signUp();
    await grant(t, admin.token, seeker.userId, 'contacts', 2);

    const first = await fetchContact(seeker.token, { jobId: a });
    expect(first.body).toMatchObject({ notPro: false, limitReached: false, contactCredit: 1 });
    expect(first.body.contact).toMatchObject({ email: recruiter.email, phone: '03-5550001', emailState: 'shown', phoneState: 'shown', access: 'credit' });
    expect(first.body.contacts).toMatchObject([{ type: 'job', objectId: a }]);
    const again = await fetchContact(seeker.token, { jobId: a });
    expect(again.body).toMatchObject({ contactCredit: 1, contact: { access: 'unlocked', email: recruiter.email } });
    expect((await fetchContact(seeker.token, { jobId: b })).body).toMatchObject({ contactCredit: 0, contact: { access: 'credit', phoneState: 'missing' } });
    const refused = await fetchContact(seeker.token, { jobId: c });
    expect(refused.body).toMatchObject({ notPro: false, limitReached: true, contactCredit: 0, contact: { access: 'locked', email: null, emailState: 'hidden' } });

    expect(await account(seeker.token)).toMatchObject({ contactCredit: 0 });
    const ledger = await t.call<Ledger>('getCreditLedger', { userId: seeker.userId }, admin.token);
    expect(ledger.body.movements.map((m) => [m.delta, m.balance, m.reason, m.objectId])).toEqual([
      [-1, 0, 'contact-unlocked', b],
      [-1, 1, 'contact-unlocked', a],
      [2, 2, 'admin', null],
    ]);
  });

  it('shows a recruiter a seeker profile: email and phone of the person', async () => {
    const seeker = await t.signUp();
    await t.call('saveProfile', { phone: '052-7654321' }, seeker.token);
    const recruiter = await t.signUp({ lookingforwork: false });
    await grant(t, admin.token, recruiter.userId, 'contacts', 1);
    const res = await fetchContact(recruiter.token, { profileId: seeker.userId });
    expect(res.body.contact).toEqual({ type: 'profile', profileId: seeker.userId, jobId: null, email: seeker.email, phone: '+972527654321', emailState: 'shown', phoneState: 'shown', access: 'credit' });
    // a job that is gone does not hide the person; seeing them again is free
    const again = await fetchContact(recruiter.token, { profileId: seeker.userId, jobId: 'gone' });
    expect(again.body).toMatchObject({ contactCredit: 0, contact: { type: 'profile', jobId: null, access: 'unlocked', email: seeker.email } });
  });

  it('shows the two people of a match each other for free', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token, { phone: '04-1112222' });
    const seeker = await t.signUp();
    await givenMatch(t, jobId, seeker.userId, recruiter.userId);
    expect((await fetchContact(seeker.token, { jobId })).body).toMatchObject({ notPro: false, contact: { access: 'match', email: recruiter.email, phone: '04-1112222' } });
    expect((await fetchContact(recruiter.token, { profileId: seeker.userId, jobId })).body).toMatchObject({ contact: { access: 'match', email: seeker.email, phoneState: 'missing' } });
    expect(await ledgerEvents(seeker.userId)).toEqual([]);
    expect(await ledgerEvents(recruiter.userId)).toEqual([]);
  });

  it('shows owners their own job and Pro subscribers everything, without a credit', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token);
    expect((await fetchContact(recruiter.token, { jobId })).body.contact).toMatchObject({ access: 'own', email: recruiter.email });
    const pro = await t.signUp();
    expect((await t.call('extendProPlan', { userId: pro.userId, months: 1 }, admin.token)).status).toBe(200);
    const res = await fetchContact(pro.token, { jobId });
    expect(res.body).toMatchObject({ notPro: false, limitReached: false, contactCredit: 10, contact: { access: 'pro', email: recruiter.email } });
    expect(await ledgerEvents(pro.userId)).toEqual(['CreditsGranted', 'CreditsGranted']);
  });

  it('answers 404 for an unknown job or profile and 400 when neither is named', async () => {
    const seeker = await t.signUp();
    expect((await fetchContact(seeker.token, { jobId: 'nope' })).body).toMatchObject({ code: 'ContactNotFound' });
    expect((await fetchContact(seeker.token, { profileId: 'nope' })).status).toBe(404);
    expect((await fetchContact(seeker.token, {})).status).toBe(400);
    expect((await t.call('fetchContact', { jobId: 'x' })).status).toBe(401);
  });

  it('uses exactly 3 credits when 20 unlocks with 3 credits arrive at once', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobs: string[] = [];
    for (let i = 0; i < 20; i++) jobs.push(await postJob(t, recruiter.token, { title: `Role ${i}` }));
    const seeker = await t.signUp();
    await grant(t, admin.token, seeker.userId, 'contacts', 3);
    const answers = await Promise.all(jobs.map((jobId) => fetchContact(seeker.token, { jobId })));
    expect(answers.map((a) => a.status)).toEqual(jobs.map(() => 200));
    expect(answers.filter((a) => a.body.contact.access === 'credit')).toHaveLength(3);
    expect(answers.filter((a) => a.body.limitReached)).toHaveLength(17);
    const events = await t.app.store.readStream(creditsStreamId(seeker.userId));
    expect(events.filter((e) => e.type === 'CreditUsed').map((e) => e.data.balance)).toEqual([2, 1, 0]);
    expect(await account(seeker.token)).toMatchObject({ contactCredit: 0 });
  });
});
