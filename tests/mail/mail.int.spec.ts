import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../contracts/marketplace/alerts/calls';
import { signParts } from '../../ops/mail/mail-links';
import { sendTemplatedMail } from '../../ops/mail/send-mail';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { signUpAdmin } from '../marketplace/credits-support';
import { confirmUnsubscribe, landing, mailsOf } from '../marketplace/alerts/alerts-support';

// Mail as people get it: every mail from a template in their language, the kinds of mail they turn
// off not sent, the Pro invoice after a purchase, unsubscribing a kind of mail by its link, and the
// outbox read in the browser.
let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp({ taskQueue: { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 } } });
  admin = await signUpAdmin(t, 'mail-admin@example.com');
});
afterAll(async () => {
  await t?.stop();
});

const waitMail = (to: string, template: string) =>
  eventually(async () => {
    const mails = await mailsOf(t, to, template);
    return mails.length ? mails[0]! : null;
  });

describe('mail from templates', () => {
  it('sends the confirmation from its template, with its key and language kept in the outbox', async () => {
    const person = await t.signUp({ first_name: 'Dana' });
    const mail = await waitMail(person.email, 'confirm-email');
    expect(mail).toMatchObject({ subject: 'Confirm your email for JobSwipe', language: 'en' });
    expect(mail.text_body).toMatch(/Welcome, Dana/);
    expect(mail.html_body).toContain('<!doctype html>');
    // essential mail carries no unsubscribe link
    expect(mail.headers).toBeNull();
  });

  it('writes to a person who signed up in Hebrew in Hebrew, from the confirmation on, and keeps the language on the account', async () => {
    const person = await t.signUp({ first_name: 'Dana', language: 'he' });
    const mail = await waitMail(person.email, 'confirm-email');
    expect(mail).toMatchObject({ language: 'he' });
    expect(mail.html_body).toContain('dir="rtl"');
    const kept = await t.call<{ preferences: Record<string, unknown> }>('getMailPreferences', {}, person.token);
    expect(kept.body.preferences).toEqual({ alerts: true, digests: true, news: true, language: 'he' });
    // the sign-up form refuses a language the product does not speak
    const other = await t.call('register', { email: `fr${Date.now()}@example.com`, password: 'secret123', confirmPassword: 'secret123', first_name: 'A', last_name: 'B', captchaToken: '', language: 'fr' });
    expect(other.status).toBe(400);
  });

  it('sends activity mail in Hebrew to a person who chose it, and none to one who turned it off', async () => {
    const recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina' });
    const job = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Data Wrangler' }) }, recruiter.token);
    const hebrew = await t.call('setMailPreferences', { language: 'he' }, recruiter.token);
    expect(hebrew.status).toBe(200);
    const seeker = await t.signUp({ first_name: 'Noa' });
    expect((await t.call('applyHistObject', { type: 'job', objectId: job.body.job._id, jobId: job.body.job._id, histogramType: 'jobs' }, seeker.token)).status).toBe(200);
    const mail = await waitMail(recruiter.email, 'new-applicant');
    expect(mail.subject).toBe('מועמד/ת חדש/ה למשרה Data Wrangler');
    expect(mail.html_body).toContain('dir="rtl"');
    expect(JSON.stringify(mail.headers)).toContain('list=digests');

    const quiet = await t.signUp({ lookingforwork: false });
    expect((await t.call('setMailPreferences', { digests: false }, quiet.token)).status).toBe(200);
    const mail2 = { template: 'new-applicant' as const, variables: { recruiterName: 'Q', seekerName: 'Noa', jobTitle: 'Quiet Role', link: 'http://jobswipe.test/activity/applicants' } };
    expect(await sendTemplatedMail(t.app.deps, { ...mail2, to: { email: quiet.email, userId: quiet.userId } })).toBe(false);
    // by the address alone, the account's preferences hold too; essential mail is always sent
    expect(await sendTemplatedMail(t.app.deps, { ...mail2, to: { email: quiet.email } })).toBe(false);
    expect(await sendTemplatedMail(t.app.deps, { template: 'reset-password', to: { email: quiet.email }, variables: { link: 'http://jobswipe.test/newPassword' } })).toBe(true);
    expect(await mailsOf(t, quiet.email, 'new-applicant')).toEqual([]);
    expect(await mailsOf(t, quiet.email, 'reset-password')).toHaveLength(1);
  });

  it('turns a kind of mail off by the link of a mail, for the address’s account only', async () => {
    const person = await t.signUp();
    const hash = await signParts(t.engine.db, ['unsubscribe', person.email, 'news']);
    const link = `http://jobswipe.test/unsubscribe?${new URLSearchParams({ email: person.email, list: 'news', hash })}`;
    const preferences = async () => (await t.call<{ preferences: Record<string, unknown> }>('getMailPreferences', {}, person.token)).body.preferences;
    const asked = await landing(t, link);
    expect(asked).toBe(`/?${new URLSearchParams({ confirmUnsubscribe: 'news', email: person.email, hash })}`);
    expect(await preferences()).toEqual({ alerts: true, digests: true, news: true, language: 'en' });
    expect(await confirmUnsubscribe(t, asked)).toEqual({ status: 200, outcome: 'unsubscribed', account: true });
    expect(await preferences()).toEqual({ alerts: true, digests: true, news: false, language: 'en' });
    const nobody = 'nobody-here@example.com';
    const signed = await signParts(t.engine.db, ['unsubscribe', nobody, 'news']);
    const nobodyAsked = await landing(t, `http://jobswipe.test/unsubscribe?${new URLSearchParams({ email: nobody, list: 'news', hash: signed })}`);
    expect(await confirmUnsubscribe(t, nobodyAsked)).toEqual({ status: 400, outcome: 'emailNotFound', account: false });
    expect(await landing(t, `http://jobswipe.test/unsubscribe?${new URLSearchParams({ email: nobody, list: 'everything', hash: signed })}`)).toBe('/?invalidParams');
  });
});

describe('the Pro invoice', () => {
  it('is mailed after a purchase, with the amount, the plan and its end', async () => {
    const seeker = await t.signUp({ first_name: 'Noa' });
    const url = await t.call<{ paymentId: string }>('getPaymentUrl', { method: 'pro', months: 3 }, seeker.token);
    const paid = await fetch(`${t.app.url}/pay/sandbox/${url.body.paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', name: 'Noa Levi', number: '4242424242424242', expiry: '12/39', cvc: '123' }).toString(),
    });
    expect(paid.status).toBeLessThan(400);
    const invoice = await waitMail(seeker.email, 'pro-invoice');
    expect(invoice.subject).toBe(`Your JobSwipe Pro invoice PRO-${url.body.paymentId.slice(0, 10).toUpperCase()}`);
    expect(invoice.text_body).toContain('142.05 ILS');
    expect(invoice.text_body).toContain('JobSwipe Pro, 3 months');
    expect(invoice.text_body).toContain('•••• 4242');
  });
});

describe('the outbox', () => {
  it('lists the mail sent to an address and shows one as sent, to anyone while mail is not sent for real', async () => {
    const person = await t.signUp();
    await waitMail(person.email, 'confirm-email');
    const list = await t.call<{ list: OutboxItem[] }>('getMailOutbox', { to: person.email });
    expect(list.status).toBe(200);
    expect(list.body.list).toEqual([expect.objectContaining({ to: person.email, subject: 'Confirm your email for JobSwipe', template: 'confirm-email', language: 'en' })]);
    const one = await t.call<OutboxItem & { html: string; text: string }>('getMailOutboxMessage', { id: list.body.list[0]!.id });
    expect(one.body.html).toContain('Confirm email');
    expect(one.body.text).toContain('http://jobswipe.test/?confirmed=');
    expect((await t.call<{ code: string }>('getMailOutboxMessage', { id: '987654321' })).body.code).toBe('MailNotFound');
  });

  it('is for admins only once mail is sent for real', async () => {
    t.app.deps.mailOutboxOpen = false;
    try {
      const person = await t.signUp();
      expect((await t.call<{ code: string }>('getMailOutbox', {}, person.token)).body).toMatchObject({ code: 'OutboxClosed' });
      expect((await t.call('getMailOutbox', {})).status).toBe(403);
      expect((await t.call('getMailOutbox', {}, admin.token)).status).toBe(200);
    } finally {
      t.app.deps.mailOutboxOpen = true;
    }
  });
});
