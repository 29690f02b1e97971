import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { startTestApp, type TestApp } from '../../support/test-app';
import { eventually } from '../../tasks/close-job-later';
import { mailsOf } from '../../marketplace/alerts/alerts-support';

// /settings through HTTP: the password changed with the current one, this session kept with the new
// token and every other one ended; the account's data downloaded; the account deleted.
type Issue = { path: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const change = (token: string, body: Record<string, unknown>) => t.call<{ token: string; success: boolean; message: string; issues?: Issue[] }>('changePassword', body, token);

describe('changing the password', () => {
  it('asks for the current password and a matching new one, each refusal under its field', async () => {
    const person = await t.signUp();
    const wrong = await change(person.token, { currentPassword: 'not-mine', password: 'better456', confirmPassword: 'better456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([expect.objectContaining({ path: 'currentPassword', message: 'Your current password is not right' })]);
    const differ = await change(person.token, { currentPassword: 'secret123', password: 'better456', confirmPassword: 'better457' });
    expect(differ.body.issues).toEqual([expect.objectContaining({ path: 'confirmPassword', message: 'The new passwords do not match' })]);
    const same = await change(person.token, { currentPassword: 'secret123', password: 'secret123', confirmPassword: 'secret123' });
    expect(same.body.issues).toEqual([expect.objectContaining({ path: 'password', message: 'Choose a new password other than your current one' })]);
    const short = await change(person.token, { currentPassword: 'secret123', password: 'abc', confirmPassword: 'abc' });
    expect(short.body.issues?.[0]?.path).toBe('password');
    expect((await t.call('changePassword', { currentPassword: 'secret123', password: 'better456', confirmPassword: 'better456' })).status).toBe(401);
    // nothing changed: the old password still signs in
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(200);
  });

  it('changes it: the new token works, other sessions end, the old password no longer signs in', async () => {
    const person = await t.signUp();
    const elsewhere = (await t.call<{ token: string }>('login', { email: person.email, password: 'secret123' })).body.token;
    const changed = await change(person.token, { currentPassword: 'secret123', password: 'better456', confirmPassword: 'better456' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: 'Your password was changed: you stay signed in here, and every other device is signed out' });
    expect((await t.call('getUserData', {}, changed.body.token)).status).toBe(200);
    expect((await t.call('getUserData', {}, elsewhere)).status).toBe(401);
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(401);
    expect((await t.call('login', { email: person.email, password: 'better456' })).status).toBe(200);
    const events = await t.app.store.readStream(userStreamId(person.userId));
    expect(events.map((e) => e.type)).toContain('PasswordChanged');
  });
});

const linkIn = async (address: string, count = 1) => {
  const mails = await t.mailsTo(address, count);
  const token = /email-change\?token=([^\s"&<]+)/.exec(mails[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no email-change link was mailed to ${address}`);
  return decodeURIComponent(token);
};

describe('changing the email', () => {
  it('asks for the password, mails a link to the new address, and changes it when the link is opened; the old address is told', async () => {
    const person = await t.signUp();
    const fresh = `moved${Date.now()}@example.com`;
    const wrong = await t.call<{ issues: Issue[] }>('changeEmail', { email: fresh, password: 'nope' }, person.token);
    expect(wrong.body.issues).toEqual([expect.objectContaining({ path: 'password', message: 'Your current password is not right' })]);
    const same = await t.call<{ issues: Issue[] }>('changeEmail', { email: person.email, password: 'secret123' }, person.token);
    expect(same.body.issues).toEqual([expect.objectContaining({ path: 'email', message: 'This is your email already' })]);
    const asked = await t.call<{ message: string }>('changeEmail', { email: ` ${fresh.toUpperCase()} `, password: 'secret123' }, person.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toContain(`We sent a link to ${fresh}`);
    // nothing changed until the link is opened
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(200);
    const token = await linkIn(fresh);

    const opened = await t.call<{ changed: boolean; message: string }>('confirmEmailChange', { token });
    expect(opened.body).toMatchObject({ changed: true, message: 'Your email has successfully changed.' });
    expect((await t.call('login', { email: fresh, password: 'secret123' })).status).toBe(200);
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(401);
    expect((await t.call<{ user: { email: string } }>('getUserData', {}, person.token)).body.user.email).toBe(fresh);
    // the notice, not the sign-up's confirmation already in the outbox
    const notice = await eventually(async () => (await mailsOf(t, person.email, 'email-changed'))[0] ?? null);
    expect(notice?.subject).toContain('email was changed');
    expect(notice?.text_body).toContain(fresh);
    // a link opened twice changes nothing more; the old address is free to sign up again
    expect((await t.call<{ changed: boolean; message: string }>('confirmEmailChange', { token })).body).toMatchObject({ changed: false, message: 'This link to change your email is not valid: ask for a new one in Settings' });
    expect((await t.call('register', { email: person.email, password: 'secret123', confirmPassword: 'secret123', first_name: 'New', last_name: 'Owner', captchaToken: '' })).status).toBe(200);
  });

  it('keeps only the newest link working, and refuses an address another account took meanwhile', async () => {
    const person = await t.signUp();
    const first = `first${Date.now()}@example.com`;
    const second = `second${Date.now()}@example.com`;
    await t.call('changeEmail', { email: first, password: 'secret123' }, person.token);
    const old = await linkIn(first);
    await t.call('changeEmail', { email: second, password: 'secret123' }, person.token);
    const newest = await linkIn(second);
    expect((await t.call<{ changed: boolean }>('confirmEmailChange', { token: old })).body.changed).toBe(false);
    // someone registers the address before the link is opened
    await t.signUp({ email: second });
    const taken = await t.call<{ changed: boolean; message: string }>('confirmEmailChange', { token: newest });
    expect(taken.body).toMatchObject({ changed: false, message: 'Another account uses this email now, so yours was not changed' });
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(200);
    expect((await t.call<{ changed: boolean; message: string }>('confirmEmailChange', { token: 'not-a-link' })).body).toMatchObject({ changed: false });
  });
});

describe('the account itself', () => {
  it('downloads my data and deletes my account with my password', async () => {
    const person = await t.signUp({ first_name: 'Dana', last_name: 'Download' });
    const data = await t.call<{ account: { email: string; first_name: string } }>('exportMyData', {}, person.token);
    expect(data.body.account).toMatchObject({ email: person.email, first_name: 'Dana' });
    expect((await t.call('deleteAccount', { password: 'wrong-one' }, person.token)).status).toBe(401);
    expect((await t.call('deleteAccount', { password: 'secret123' }, person.token)).status).toBe(200);
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(401);
  });
});
