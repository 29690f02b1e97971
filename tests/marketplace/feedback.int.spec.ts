import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../support/register-admin';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const { position } = await registerAdmin(t, { email: 'boss@example.com', first_name: 'Boss', last_name: 'Admin' });
  await t.app.runner!.waitFor(position!, 5000, ['user_account']);
});
afterAll(async () => {
  await t?.stop();
});

const adminMail = () => t.engine.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'boss@example.com').orderBy('id', 'desc').execute();

describe('feedback', () => {
  it('takes feedback from a signed-in user and mails it to the admins', async () => {
    const user = await t.signUp({ first_name: 'Rina', last_name: 'Tal' });
    const res = await t.call('sendFeedback', { feedback: 'The search could remember my city.' }, user.token);
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Thank you for your feedback', messageCode: 'FeedbackThanks' } });
    const [mail] = await t.mailsTo('boss@example.com', 1);
    expect(mail!.subject).toBe(`Feedback from Rina Tal <${user.email}>`);
    expect(mail!.text_body).toMatch(/^The search could remember my city\./);
  });

  it('takes feedback from a visitor with a guest token, but not without any token', async () => {
    const guest = await t.call<{ token: string }>('getUnregistedUserToken', {});
    expect((await t.call('sendFeedback', { feedback: 'Nice!' }, guest.body.token)).status).toBe(200);
    expect((await t.mailsTo('boss@example.com', 2))[0]!.subject).toBe('Feedback from a visitor without an account');
    expect((await t.call('sendFeedback', { feedback: 'Nice!' })).status).toBe(401);
  });

  it('refuses empty feedback and sends nothing', async () => {
    const before = (await adminMail()).length;
    const user = await t.signUp();
    const res = await t.call('sendFeedback', { feedback: '   ' }, user.token);
    expect(res).toMatchObject({ status: 400, body: { error: 'Feedback: Write your feedback first', issues: [{ path: 'feedback', message: 'Write your feedback first', code: 'FeedbackEmpty' }] } });
    // a valid one after it is the next and only new message
    expect((await t.call('sendFeedback', { feedback: 'Second thoughts' }, user.token)).status).toBe(200);
    const after = await t.mailsTo('boss@example.com', before + 1);
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.text_body).toMatch(/^Second thoughts/);
  });
});
