import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { askResetCode } from '../support/reset-code';
import { startTestApp, type MailRow, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const outbox = async (to: string) =>
  t.engine.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();

// the reset mail among the others (the confirmation is sent apart, before or after it)
const resetMail = (mails: MailRow[]) => mails.find((m) => /newPassword/.test(m.text_body))!;

const register = (email: string, extra: Record<string, unknown> = {}) =>
  t.call('register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Noa', last_name: 'Bar', captchaToken: '', ...extra });

describe('register and sign in', () => {
  it('registers, mails a confirmation link, and lets the user sign in before confirming', async () => {
    const res = await register('noa@example.com');
    expect(res).toEqual({ status: 200, body: { message: 'We sent you an email, please check your inbox', messageCode: 'CheckYourInbox' } });
    const mails = await t.mailsTo('noa@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/http:\/\/jobswipe\.test\/\?confirmed=/);

    const login = await t.call<{ token: string; user: { email: string; verified: boolean; lookingforwork: boolean; name: string } }>('login', {
      email: '  NOA@example.com ',
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'noa@example.com', verified: false, lookingforwork: true, name: 'Noa Bar' });

    const token = decodeURIComponent(mails[0]!.text_body.match(/confirmed=([^\s]+)/)![1]!);
    const confirmed = await t.call('confirmEmail', { token });
    expect(confirmed.body).toEqual({ confirmed: true, message: 'Your email has successfully confirmed.', messageCode: 'EmailConfirmed' });
    const me = await t.call<{ user: { verified: boolean } }>('getUserData', {}, login.body.token);
    expect(me.body.user.verified).toBe(true);
  });

  it('answers a second registration of an email in any letter case like a first one, creates no account and mails the owner a notice', async () => {
    await register('case@example.com');
    const again = await register('CASE@Example.com', { password: 'other-pass-1', confirmPassword: 'other-pass-1' });
    expect(again).toEqual({ status: 200, body: { message: 'We sent you an email, please check your inbox', messageCode: 'CheckYourInbox' } });
    const rows = await t.engine.db.selectFrom('user_account').select('id').where('email', '=', 'case@example.com').execute();
    expect(rows).toHaveLength(1);
    // the confirmation and the notice are sent apart, in either order
    const mails = await t.mailsTo('case@example.com', 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([expect.stringMatching(/Confirm your email/), expect.stringMatching(/tried to sign up/)]);
    expect((await t.call('login', { email: 'case@example.com', password: 'other-pass-1' })).status).toBe(401);
    expect((await t.call('login', { email: 'case@example.com', password: 'secret123' })).status).toBe(200);
  });

  it('creates exactly one account when the same email registers many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => register('race@example.com')));
    // the same answer for the winner and the others; past a few mails per hour the address is rate limited
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const rows = await t.engine.db.selectFrom('user_account').select('id').where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 401 with a message on a wrong password or unknown email', async () => {
    await register('wrong@example.com');
    for (const body of [{ email: 'wrong@example.com', password: 'nope-nope' }, { email: 'nobody@example.com', password: 'secret123' }]) {
      const res = await t.call('login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Wrong email or password', code: 'WrongCredentials' });
    }
  });

  it('rejects bad input with 400 and the issues, and changes nothing', async () => {
    const res = await t.call<{ error: string; issues: { path: string; message: string }[] }>('register', {
      email: 'not-an-email',
      password: 'secret123',
      confirmPassword: 'different',
      first_name: '',
      last_name: 'X',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['email', 'first_name']));
    const rows = await t.engine.db.selectFrom('credential').select('user_id').where('email', '=', 'not-an-email').execute();
    expect(rows).toHaveLength(0);
    const mismatch = await t.call<{ issues: { path: string; message: string }[] }>('register', {
      email: 'mismatch@example.com',
      password: 'secret123',
      confirmPassword: 'secret124',
      first_name: 'A',
      last_name: 'B',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.issues).toContainEqual({ path: 'confirmPassword', message: 'Passwords do not match', code: 'PasswordsDiffer' });
    expect(await outbox('mismatch@example.com')).toHaveLength(0);
  });

  it('names the field and what to fix in the error line', async () => {
    const res = await t.call<{ error: string; issues: { path: string; message: string }[] }>('login', { password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Email: Required');
    expect(res.body.issues).toEqual([{ path: 'email', message: 'Required', code: 'Required' }]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.call('login', '{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationFailed' });
  });
});

describe('tokens and access', () => {
  it('answers 404 to an unknown call', async () => {
    const res = await t.call('noSuchCall', {});
    expect(res).toEqual({ status: 404, body: { error: 'Unknown call "noSuchCall"', code: 'UnknownCall', messageCode: 'CallUnknown', params: { name: 'noSuchCall' } } });
  });

  it('answers 401 to a protected call without a token, with a forged token, and with an expired one', async () => {
    expect((await t.call('getUserData', {})).status).toBe(401);
    expect((await t.call('getUserData', {}, 'not.a.token')).status).toBe(401);
    const { userId } = await t.signUp();
    const expired = await new SignJWT({ purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    const res = await t.call('getUserData', {}, expired);
    expect(res).toEqual({ status: 401, body: { error: 'Your session has expired, please sign in again', code: 'TokenExpired' } });
  });

  it('gives visitors a guest token that is not enough for signed-in calls', async () => {
    const guest = await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' });
    expect(guest.status).toBe(200);
    const again = await t.call<{ token: string }>('getUnregistedUserToken', { token: guest.body.token, device: 'computer' });
    expect(again.body.token).toBe(guest.body.token);
    expect((await t.call('getUserData', {}, guest.body.token)).status).toBe(401);
  });

  it('answers 403 when the role does not fit: a seeker asking for My Jobs, a non-admin reading the outbox', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    const myJobs = await t.call('getUserJobsR', {}, seeker.token);
    expect(myJobs).toEqual({ status: 403, body: { error: 'You need to be a recruiter', code: 'NotARecruiter' } });
    expect((await t.call('getOutbox', {}, seeker.token)).status).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a link with email and code; the code sets a new password once', async () => {
    await register('reset@example.com');
    const res = await t.call('resetPassword', { email: 'reset@example.com', captchaToken: '' });
    expect(res.status).toBe(200);
    const mail = resetMail(await t.mailsTo('reset@example.com', 2));
    const link = new URL(mail.text_body.match(/(http:\/\/jobswipe\.test\/newPassword\S+)/)![1]!);
    expect(link.searchParams.get('email')).toBe('reset@example.com');
    const code = link.searchParams.get('code')!;

    const changed = await t.call('updateUserPassword', { email: 'reset@example.com', password: 'brand-new-1', code });
    expect(changed.body).toMatchObject({ success: true });
    expect((await t.call('login', { email: 'reset@example.com', password: 'secret123' })).status).toBe(401);
    expect((await t.call('login', { email: 'reset@example.com', password: 'brand-new-1' })).status).toBe(200);
    const reused = await t.call('updateUserPassword', { email: 'reset@example.com', password: 'another-1', code });
    expect(reused).toMatchObject({ status: 400, body: { code: 'ResetCodeInvalid' } });
  });

  it('refuses an expired code', async () => {
    await register('expired@example.com');
    const code = await askResetCode(t, 'expired@example.com');
    await t.engine.db.updateTable('credential').set({ reset_expires_at: new Date(Date.now() - 1000) }).where('email', '=', 'expired@example.com').execute();
    const res = await t.call('updateUserPassword', { email: 'expired@example.com', password: 'brand-new-1', code });
    expect(res).toMatchObject({ status: 400, body: { code: 'ResetCodeExpired', error: 'Reset password link expired' } });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await t.call<{ message: string }>('resetPassword', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/If an account exists/);
    expect(await outbox('ghost@example.com')).toHaveLength(0);
  });
});

describe('profile', () => {
  it('switches a seeker to recruiter with the message, and the change is already readable', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    const res = await t.call<{ userData: { lookingforwork: boolean }; message: string }>('saveProfile', { lookingforwork: false }, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Switched to recruiter');
    expect(res.body.userData.lookingforwork).toBe(false);
    expect((await t.call('getUserJobsR', {}, seeker.token)).status).toBe(200);
    const back = await t.call<{ message: string }>('saveProfile', { lookingforwork: true }, seeker.token);
    expect(back.body.message).toBe('Switched to candidate');
  });

  it('saves profile fields and answers without a message when the role stays', async () => {
    const user = await t.signUp();
    const res = await t.call<{ userData: { title: string; tags: string[] }; message?: string }>(
      'saveProfile',
      { title: 'QA Lead', tags: ['QA', 'Automation'] },
      user.token,
    );
    expect(res.body.userData).toMatchObject({ title: 'QA Lead', tags: ['QA', 'Automation'] });
    expect(res.body.message).toBeUndefined();
  });

  it('rejects unknown profile fields instead of ignoring them', async () => {
    const user = await t.signUp();
    const res = await t.call('saveProfile', { isAdmin: true }, user.token);
    expect(res.status).toBe(400);
  });
});
