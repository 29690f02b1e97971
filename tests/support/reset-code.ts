import type { TestApp } from './test-app';

// Asks for a password reset of an account that got its confirmation mail, and reads the code from
// the reset mail (the two are sent apart, in either order).
export async function askResetCode(t: TestApp, email: string): Promise<string> {
  const asked = await t.call('resetPassword', { email });
  if (asked.status !== 200) throw new Error(`resetPassword failed: ${JSON.stringify(asked.body)}`);
  const mail = (await t.mailsTo(email, 2)).find((m) => /new password/.test(m.subject));
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return new URL(mail.text_body.match(/(http\S+newPassword\S+)/)![1]!).searchParams.get('code')!;
}
