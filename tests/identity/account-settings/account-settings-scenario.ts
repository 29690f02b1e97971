import type { TestApp } from '../../support/test-app';

// A person changes their password and their email from /settings, opening the link mailed to the
// new address: the account-settings events, and identity's PasswordChanged and reservations.
export async function runAccountSettingsScenario(t: TestApp): Promise<void> {
  const person = await t.signUp({ first_name: 'Moving', last_name: 'Person' });
  const call = async <T>(name: string, body: unknown, token?: string) => {
    const done = await t.call<T>(name, body, token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  const { token } = await call<{ token: string }>('changePassword', { currentPassword: 'secret123', password: 'moving456', confirmPassword: 'moving456' }, person.token);
  const moved = `moved-${person.userId}@example.com`;
  await call('changeEmail', { email: moved, password: 'moving456' }, token);
  const [mail] = await t.mailsTo(moved);
  const link = /email-change\?token=([^\s"&<]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!link) throw new Error('no email-change link was mailed');
  const opened = await call<{ changed: boolean }>('confirmEmailChange', { token: decodeURIComponent(link) });
  if (!opened.changed) throw new Error('the email did not change');
}
