import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../contracts/marketplace/payments/calls';
import { creditsStreamId } from '../../contracts/marketplace/credits/ids';
import { paymentStreamId, PRO_MONTHLY_CREDITS_JOB, PRO_PLAN_END_JOB, proMonthlyCreditsKey, proPlanEndKey, proPlanStreamId } from '../../contracts/marketplace/payments/ids';
import { addMonths, type ProPlan } from '../../contracts/marketplace/payments/plans';
import { keyedTaskId } from '../../ops/tasks/task-queue';
import { tasks } from '../../ops/registry';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpAdmin } from './credits-support';

type UserData = { isPro: boolean; proEndDate: string | null; contactCredit: number; promoteCredit: number };

let offsetMs = 0;
let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + offsetMs), taskQueue: { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 } } });
  admin = await signUpAdmin(t, 'payments-admin@example.com');
});
afterAll(async () => {
  await t?.stop();
});

const user = async (token: string) => (await t.call<{ user: UserData }>('getUserData', {}, token)).body.user;
const types = async (streamId: string) => (await t.app.store.readStream(streamId)).map((e) => e.type);

// The checkout as a browser drives it: the page, then the form posted back to it.
const checkout = async (token: string, months: 1 | 3 | 6) => {
  const res = await t.call<{ url: string; paymentId: string }>('getPaymentUrl', { method: 'pro', months }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.url).toBe(`http://jobswipe.test/pay/sandbox/${res.body.paymentId}`);
  return { ...res.body, page: `${t.app.url}/pay/sandbox/${res.body.paymentId}` };
};
const submit = (page: string, fields: Record<string, string>) =>
  fetch(page, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const card = (number: string) => ({ action: 'pay', name: 'Noa Levi', number, expiry: '12/39', cvc: '123' });

describe('Pro plans', () => {
  it('declares the three plans once, 3 months being the default', async () => {
    const res = await t.call<{ plans: ProPlan[] }>('getProPlans', {});
    expect(res.body.plans).toEqual([
      { months: 6, pricePerMonth: 33.21, total: 199.26, currency: 'ILS', save: 'Save 52%', label: 'Best Value', isDefault: false },
      { months: 3, pricePerMonth: 47.35, total: 142.05, currency: 'ILS', save: 'Save 32%', label: 'Most Popular', isDefault: true },
      { months: 1, pricePerMonth: 69.9, total: 69.9, currency: 'ILS', save: null, label: null, isDefault: false },
    ]);
  });
});

describe('paying for Pro in the sandbox', () => {
  it('shows a checkout page with the plan, the amount, test cards and a labelled card form', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 3);
    expect(await types(paymentStreamId(paymentId))).toEqual(['PaymentStarted']);
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    // no script at all; the form posts here and may then go back to the web app's origin
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://jobswipe.test; frame-ancestors 'none'; base-uri 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    for (const text of ['Pro plan, 3 months', '47.35 ILS a month', '142.05 ILS', 'Save 32%', 'Most Popular', '4242 4242 4242 4242', '4000 0000 0000 0002', 'Pay 142.05 ILS', 'Cancel'])
      expect(html).toContain(text);
    for (const id of ['name', 'number', 'expiry', 'cvc']) expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>\\s*<input id="${id}"`));
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('<html lang="en">');
    // Enter in a field submits the first button: it must pay, not cancel
    expect(html.indexOf('value="pay"')).toBeLessThan(html.indexOf('value="cancel"'));
  });

  it('pays: Pro until three months from now, 10 contact and 10 promote credits, back to ?proSuccess', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 3);
    const before = Date.now();
    const res = await submit(page, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://jobswipe.test/?proSuccess');
    expect(await types(paymentStreamId(paymentId))).toEqual(['PaymentStarted', 'PaymentSucceeded']);
    expect(await types(proPlanStreamId(seeker.userId))).toEqual(['ProPlanExtended']);
    const granted = (await t.app.store.readStream(creditsStreamId(seeker.userId))).map((e) => [e.type, e.data.kind, e.data.amount, e.data.reason, e.data.paymentId]);
    expect(granted).toEqual([
      ['CreditsGranted', 'contact', 10, 'pro-purchase', paymentId],
      ['CreditsGranted', 'promote', 10, 'pro-purchase', paymentId],
    ]);
    // the buyer returns to a web app that already shows the plan and the credits
    const me = await user(seeker.token);
    expect(me).toMatchObject({ isPro: true, contactCredit: 10, promoteCredit: 10 });
    const end = Date.parse(me.proEndDate!);
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 3).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 3).getTime());
    // months 2 and 3 bring their credits on their day; the plan ends by itself
    for (const month of [2, 3]) expect(await t.app.queue.state(PRO_MONTHLY_CREDITS_JOB, keyedTaskId(PRO_MONTHLY_CREDITS_JOB, proMonthlyCreditsKey(paymentId, month)))).toMatchObject({ state: 'created' });
    expect(await t.app.queue.state(PRO_PLAN_END_JOB, keyedTaskId(PRO_PLAN_END_JOB, proPlanEndKey(seeker.userId, me.proEndDate!)))).toMatchObject({ state: 'created' });
    // the page of a completed payment says so and takes nothing
    expect((await fetch(page)).status).toBe(409);
    expect((await submit(page, card('4242424242424242'))).status).toBe(409);
    expect(await types(paymentStreamId(paymentId))).toEqual(['PaymentStarted', 'PaymentSucceeded']);
  });

  it('extends a running plan from its current end', async () => {
    const seeker = await t.signUp();
    await submit((await checkout(seeker.token, 1)).page, card('4242424242424242'));
    const firstEnd = (await eventually(async () => (await user(seeker.token)).proEndDate))!;
    await submit((await checkout(seeker.token, 6)).page, card('4242424242424242'));
    const extended = await eventually(async () => {
      const u = await user(seeker.token);
      return u.proEndDate !== firstEnd ? u : null;
    });
    expect(extended.proEndDate).toBe(addMonths(new Date(firstEnd), 6).toISOString());
    expect(extended).toMatchObject({ contactCredit: 20, promoteCredit: 20 });
  });

  it('declines the failing test card: back to ?proError, no Pro, no credits', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 1);
    const res = await submit(page, card('4000000000000002'));
    expect(res.headers.get('location')).toBe('http://jobswipe.test/?proError');
    const events = await t.app.store.readStream(paymentStreamId(paymentId));
    expect(events.map((e) => [e.type, e.data.reason ?? null, e.data.cardLast4 ?? null])).toEqual([
      ['PaymentStarted', null, null],
      ['PaymentFailed', 'card declined', '0002'],
    ]);
    expect(await user(seeker.token)).toMatchObject({ isPro: false, contactCredit: 0 });
    expect(await types(creditsStreamId(seeker.userId))).toEqual([]);
  });

  it('cancels: back to the web app, nothing paid', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 6);
    const res = await submit(page, { action: 'cancel' });
    expect(res.headers.get('location')).toBe('http://jobswipe.test/?payment=cancelled');
    expect(await types(paymentStreamId(paymentId))).toEqual(['PaymentStarted', 'PaymentCancelled']);
  });

  it('shows the form again with what is wrong, and records nothing, for a bad card', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 1);
    const res = await submit(page, { action: 'pay', name: '', number: '1234 5678 9012 3456', expiry: '13/20', cvc: '1' });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const text of ['Enter the name on the card', 'Enter a valid card number', 'Enter the expiry date as MM/YY', 'Enter the 3 or 4 digits', 'role="alert"', 'aria-invalid="true"'])
      expect(html).toContain(text);
    const other = await (await submit(page, card('5555555555554444'))).text();
    expect(other).toContain('This sandbox takes only the test cards listed on this page');
    expect(await types(paymentStreamId(paymentId))).toEqual(['PaymentStarted']);
    expect((await fetch(`${t.app.url}/pay/sandbox/unknown`)).status).toBe(404);
  });

  it('refuses an unknown plan or method', async () => {
    const seeker = await t.signUp();
    expect((await t.call('getPaymentUrl', { method: 'pro', months: 2 }, seeker.token)).status).toBe(400);
    expect((await t.call('getPaymentUrl', { method: 'gold', months: 3 }, seeker.token)).status).toBe(400);
    expect((await t.call('getPaymentUrl', { method: 'pro', months: 3 })).status).toBe(401);
  });
});

describe('getPayments', () => {
  it('lists payments of a date range for administrators, with the payer and the outcome', async () => {
    const seeker = await t.signUp({ first_name: 'Dana', last_name: 'Paz' });
    const paid = await checkout(seeker.token, 1);
    await submit(paid.page, card('4242424242424242'));
    const declined = await checkout(seeker.token, 3);
    await submit(declined.page, card('4000000000000002'));
    const today = new Date().toISOString().slice(0, 10);
    const res = await eventually(async () => {
      const r = await t.call<{ payments: Payment[] }>('getPayments', { from: today, to: today }, admin.token);
      const mine = r.body.payments.filter((p) => p.userId === seeker.userId);
      return mine.length === 2 && mine.every((p) => p.status !== 'started') ? mine : null;
    });
    expect(res).toMatchObject([
      { _id: declined.paymentId, status: 'failed', amount: 142.05, months: 3, cardLast4: '0002', failureReason: 'card declined', email: seeker.email, name: 'Dana Paz' },
      { _id: paid.paymentId, status: 'succeeded', amount: 69.9, currency: 'ILS', months: 1, cardLast4: '4242', provider: 'sandbox' },
    ]);
    expect((await t.call<{ payments: Payment[] }>('getPayments', { from: '2001-01-01', to: '2001-12-31' }, admin.token)).body).toEqual({ payments: [] });
    expect((await t.call('getPayments', { from: today, to: today }, seeker.token)).status).toBe(403);
  });
});

describe('anonymous search', () => {
  type ProStatus = { notPro?: boolean; isPro: boolean; proEndDate: string | null; anonymousSearch: boolean };
  it('is a Pro perk: refused without a plan, on while it runs, off when asked', async () => {
    const seeker = await t.signUp();
    expect((await t.call<ProStatus>('setAnonymousSearch', { anonymous: true }, seeker.token)).body).toEqual({ notPro: true, isPro: false, proEndDate: null, anonymousSearch: false });
    expect(await types(proPlanStreamId(seeker.userId))).toEqual([]);
    await submit((await checkout(seeker.token, 1)).page, card('4242424242424242'));
    await eventually(async () => (await user(seeker.token)).isPro);
    expect((await t.call<ProStatus>('setAnonymousSearch', { anonymous: true }, seeker.token)).body).toMatchObject({ notPro: false, isPro: true, anonymousSearch: true });
    expect((await t.call<ProStatus>('getProStatus', {}, seeker.token)).body).toMatchObject({ isPro: true, anonymousSearch: true });
    expect((await t.call<ProStatus>('setAnonymousSearch', { anonymous: false }, seeker.token)).body).toMatchObject({ anonymousSearch: false });
    expect(await types(proPlanStreamId(seeker.userId))).toEqual(['ProPlanExtended', 'AnonymousSearchSet', 'AnonymousSearchSet']);
  });
});

describe('the plan over time', () => {
  it('grants a later month’s credits once, however often its queued job runs', async () => {
    const seeker = await t.signUp();
    const { page, paymentId } = await checkout(seeker.token, 3);
    await submit(page, card('4242424242424242'));
    const job = tasks.find((j) => j.name === PRO_MONTHLY_CREDITS_JOB)!;
    const data = { userId: seeker.userId, grantId: paymentId, month: 2, paymentId, contacts: 10, promotes: 10 };
    await job.handle(t.app.deps, data, { actor: null, correlationId: 'job:pro-monthly-credits:test' });
    await job.handle(t.app.deps, data, { actor: null, correlationId: 'job:pro-monthly-credits:test' });
    const ledger = (await t.app.store.readStream(creditsStreamId(seeker.userId))).map((e) => [e.data.kind, e.data.reason, e.data.balance]);
    expect(ledger).toEqual([
      ['contact', 'pro-purchase', 10],
      ['promote', 'pro-purchase', 10],
      ['contact', 'pro-monthly', 20],
      ['promote', 'pro-monthly', 20],
    ]);
  });

  it('gives Pro recruiters one promote a month', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await submit((await checkout(recruiter.token, 1)).page, card('4242424242424242'));
    expect(await eventually(async () => ((await user(recruiter.token)).isPro ? user(recruiter.token) : null))).toMatchObject({ contactCredit: 10, promoteCredit: 1 });
  });

  it('ends the plan by itself at its end date: the queued end appends ProPlanEnded', async () => {
    const seeker = await t.signUp();
    // granted "a month minus a second ago" by an administrator: it ends a second from now
    const target = new Date(Date.now() + 1000);
    offsetMs = addMonths(target, -1).getTime() - Date.now();
    const res = await t.call('extendProPlan', { userId: seeker.userId, months: 1 }, admin.token);
    offsetMs = 0;
    expect(res.body).toMatchObject({ userData: { isPro: true } });
    const ended = await eventually(async () => (await t.app.store.readStream(proPlanStreamId(seeker.userId))).find((e) => e.type === 'ProPlanEnded'));
    expect(ended.metadata.correlationId).toMatch(/^job:pro-plan-end:/);
    expect(await eventually(async () => ((await user(seeker.token)).isPro ? null : user(seeker.token)))).toMatchObject({ isPro: false });
    const ledger = (await t.app.store.readStream(creditsStreamId(seeker.userId))).map((e) => [e.data.reason, e.data.grantedBy]);
    expect(ledger).toEqual([
      ['admin', admin.userId],
      ['admin', admin.userId],
    ]);
  });
});
