import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PaymentLink } from '../../../contracts/coaching/payment-link/link';
import { paymentLinkStreamId } from '../../../contracts/coaching/payment-link/ids';
import type { Payment } from '../../../contracts/marketplace/payments/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../journey/journey-support';

// The payment link over HTTP: who may make one, every rule of the form, and a client paying it in
// the sandbox becoming a journey client whose payment is listed.
let t: TestApp;
let admin: Person;
let jhAdmin: Person;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signInAdmin(t);
  jhAdmin = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
type Made = { url: string; link: PaymentLink };
const linkData = (overrides: Record<string, unknown> = {}) => ({ email: 'new.client@example.com', firstName: 'Noa', lastName: 'Levi', phone: '050-1234567', amount: 1500, plan: 'standard pro', months: 3, ...overrides });
const make = (data: Record<string, unknown>, token = jhAdmin.token) => t.call<Made & Refusal>('getJHPaymentUrl', { transType: 'credit', linkData: data }, token);
const issuesOf = (body: Refusal) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
const pagePath = (url: string) => `${t.app.url}${new URL(url).pathname}`;
const submit = (page: string, fields: Record<string, string>) =>
  fetch(page, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const card = (number: string) => ({ action: 'pay', name: 'Noa Levi', number, expiry: '12/39', cvc: '123' });
const types = async (linkId: string) => (await t.app.store.readStream(paymentLinkStreamId(linkId))).map((e) => e.type);
const today = () => new Date().toISOString().slice(0, 10);
const accountsOf = async (email: string) =>
  (await t.call<{ users: { _id: string; email: string; isJHUser: boolean; isActiveJHUser: boolean }[] }>('getAdminUserData', { email }, admin.token)).body.users.filter((u) => u.email === email);

describe('who may make payment links', () => {
  it('is the coaching admins and the site admins: 403 for seekers, recruiters, journey clients and coaches, 401 without a session', async () => {
    const others = [
      await t.signUp(),
      await t.signUp({ lookingforwork: false }),
      await personWith(t, admin, activeClient),
      await personWith(t, admin, { isCSManager: true }),
    ];
    for (const person of others) {
      expect((await t.call('getJHPaymentLinkData', {}, person.token)).status).toBe(403);
      expect((await make(linkData(), person.token)).status).toBe(403);
    }
    expect((await t.call('getJHPaymentLinkData', {})).status).toBe(401);
    expect((await t.call('getJHPaymentLinkData', {}, admin.token)).status).toBe(200);
    expect((await t.call('getJHPaymentLinkData', {}, jhAdmin.token)).status).toBe(200);
  });
});

describe('the payment link form', () => {
  it("describes a credit link's fields, with the journey's plans to choose from and the values a form starts with", async () => {
    const res = await t.call<Record<string, unknown>>('getJHPaymentLinkData', { transType: 'credit' }, jhAdmin.token);
    expect(res.body).toMatchObject({
      transTypes: [{ value: 'credit', label: 'Credit' }],
      linkData: { email: '', amount: null, plan: 'standard pro', months: 3, currency: 'ILS' },
      extraFields: [{ name: 'description', type: 'textarea', required: false, maxLength: 300 }],
    });
    const fields = res.body.fields as { name: string; type: string; required: boolean; options?: string[] }[];
    expect(fields.map((f) => `${f.name}:${f.type}:${f.required}`)).toEqual(['email:email:true', 'firstName:text:true', 'lastName:text:true', 'phone:tel:false', 'amount:number:true', 'plan:select:true', 'months:number:true']);
    expect(fields.find((f) => f.name === 'plan')?.options).toEqual(['standard pro', 'standard executive']);
    const other = await t.call<Refusal>('getJHPaymentLinkData', { transType: 'debit' }, jhAdmin.token);
    expect(other.status).toBe(400);
    expect(issuesOf(other.body)).toEqual({ transType: 'Only Credit links can be made' });
  });

  it('refuses each broken rule with 400 and the issue on its field, recording nothing', async () => {
    const before = (await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, jhAdmin.token)).body.links.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'noa@' }, 'linkData.email', 'Enter the client’s email address, such as name@example.com'],
      [{ firstName: '' }, 'linkData.firstName', 'A name of 1 to 60 characters'],
      [{ lastName: 'x'.repeat(61) }, 'linkData.lastName', 'A name of 1 to 60 characters'],
      [{ phone: 'call me' }, 'linkData.phone', 'A phone number: digits, spaces, dashes and an optional leading +, 7 to 20 characters'],
      [{ amount: 0 }, 'linkData.amount', 'An amount above 0, at most 100,000, with up to 2 decimals'],
      [{ amount: -10 }, 'linkData.amount', 'An amount above 0, at most 100,000, with up to 2 decimals'],
      [{ amount: '100' }, 'linkData.amount', 'An amount above 0, at most 100,000, with up to 2 decimals'],
      [{ months: 25 }, 'linkData.months', 'A whole number of months from 1 to 24'],
      [{ description: 'x'.repeat(301) }, 'linkData.description', 'A description of at most 300 characters'],
      [{ plan: 'gold' }, 'linkData.plan', 'Choose one of the plans offered'],
    ];
    for (const [change, path, message] of cases) {
      const res = await make(linkData(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(issuesOf(res.body), JSON.stringify(change)).toEqual({ [path]: message });
    }
    expect((await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, jhAdmin.token)).body.links.length).toBe(before);
  });

  it("answers the provider's checkout url and lists the link, made by the coaching admin", async () => {
    const res = await make(linkData({ email: 'Listed@Example.com', description: 'Coaching, first quarter' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { url, link } = res.body;
    expect(url).toBe(`http://jobswipe.test/pay/sandbox/link/${link._id}`);
    expect(link).toMatchObject({ email: 'listed@example.com', name: 'Noa Levi', amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3, status: 'created', url, createdBy: jhAdmin.userId, createdByName: 'Dana Coach', paidAt: null, userId: null });
    const events = await t.app.store.readStream(paymentLinkStreamId(link._id));
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([['PaymentLinkCreated', jhAdmin.userId]]);
    expect(events[0]!.data).toMatchObject({ email: 'listed@example.com', amount: 1500, description: 'Coaching, first quarter', provider: 'sandbox' });
    const listed = (await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, admin.token)).body.links;
    expect(listed[0]).toEqual(link);
  });
});

describe('paying a link in the sandbox', () => {
  it('shows the amount and the card form; a declined card leaves the link open', async () => {
    const { body } = await make(linkData({ email: 'declined@example.com', amount: 980.5 }));
    const page = await fetch(pagePath(body.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('980.50 ILS');
    expect(html).toContain('For Noa Levi, 3 months of standard pro');
    const declined = await submit(pagePath(body.url), card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('The card was declined');
    const wrong = await submit(pagePath(body.url), { ...card('4242424242424242'), expiry: '13/40' });
    expect(wrong.status).toBe(422);
    expect(await types(body.link._id)).toEqual(['PaymentLinkCreated']);
    expect(await accountsOf('declined@example.com')).toEqual([]);
    expect((await fetch(`${t.app.url}/pay/sandbox/link/nobody`)).status).toBe(404);
  });

  it('makes a new payer a journey client with the plan, lists the payment and refuses to be paid again', async () => {
    const { body } = await make(linkData({ email: 'payer@example.com', plan: 'standard executive', months: 6, amount: 2400 }));
    const paid = await submit(pagePath(body.url), card('4242424242424242'));
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received');
    expect(await types(body.link._id)).toEqual(['PaymentLinkCreated', 'PaymentLinkPaid']);
    const [account] = await accountsOf('payer@example.com');
    expect(account).toMatchObject({ isJHUser: true, isActiveJHUser: true });
    const journey = await t.call<{ personaljourney: { plan: string | null } }>('getPersonalJourneyData', { userId: account!._id }, jhAdmin.token);
    expect(journey.body.personaljourney.plan).toBe('standard executive');
    const payments = (await t.call<{ payments: Payment[] }>('getPayments', { from: today(), to: today() }, admin.token)).body.payments;
    expect(payments.find((p) => p._id === body.link._id)).toMatchObject({ userId: account!._id, email: 'payer@example.com', name: 'Noa Levi', method: 'paymentLink', amount: 2400, months: 6, status: 'succeeded', cardLast4: '4242', provider: 'sandbox' });
    const link = (await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, jhAdmin.token)).body.links.find((l) => l._id === body.link._id);
    expect(link).toMatchObject({ status: 'paid', userId: account!._id });
    expect((await submit(pagePath(body.url), card('4242424242424242'))).status).toBe(409);
    expect((await fetch(pagePath(body.url))).status).toBe(409);
  });

  it('makes the account already holding the email a journey client, without a second account', async () => {
    const seeker = await t.signUp({ first_name: 'Sam', last_name: 'Seeker' });
    const { body } = await make(linkData({ email: seeker.email.toUpperCase(), firstName: 'Samuel' }));
    expect((await submit(pagePath(body.url), card('4242424242424242'))).status).toBe(200);
    const accounts = await accountsOf(seeker.email);
    expect(accounts.map((a) => [a._id, a.isJHUser, a.isActiveJHUser])).toEqual([[seeker.userId, true, true]]);
    const events = await t.app.store.readStream(paymentLinkStreamId(body.link._id));
    expect(events[1]).toMatchObject({ type: 'PaymentLinkPaid', data: { userId: seeker.userId, accountCreated: false } });
    // the payer's own session now opens the journey
    expect((await t.call('getPersonalJourneyData', {}, seeker.token)).status).toBe(200);
  });

  it("keeps the payer's details encrypted in the log, and erases them with the payer's account", async () => {
    const payer = await t.signUp({ email: 'erase.me@example.com', first_name: 'Erez', last_name: 'Gone' });
    const { body } = await make(linkData({ email: payer.email, firstName: 'Erez', lastName: 'Gone', phone: '052-7777777' }));
    expect((await submit(pagePath(body.url), card('4242424242424242'))).status).toBe(200);
    const stored = (await sql<{ data: unknown }>`SELECT data FROM event WHERE stream_id = ${paymentLinkStreamId(body.link._id)}`.execute(t.engine.db)).rows;
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).toContain('$pii');
    expect(JSON.stringify(stored)).not.toMatch(/erase\.me|Erez|7777777/);
    expect((await t.app.store.readStream(paymentLinkStreamId(body.link._id)))[0]!.data).toMatchObject({ email: payer.email, firstName: 'Erez', phone: '052-7777777' });

    expect((await t.call('deleteAccount', { password: 'secret123' }, payer.token)).status).toBe(200);
    expect((await t.app.store.readStream(paymentLinkStreamId(body.link._id)))[0]!.data).toMatchObject({ email: '', firstName: '', lastName: '', phone: '', amount: 1500 });
    const link = (await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, jhAdmin.token)).body.links.find((l) => l._id === body.link._id);
    expect(link).toMatchObject({ status: 'paid', email: '', amount: 1500 });
    expect(JSON.stringify(link)).not.toMatch(/Erez|Gone/);
  });
});
