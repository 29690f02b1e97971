import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode, type DecodedEvent } from '../../contracts/events';
import { userStreamId } from '../../contracts/identity/users/ids';
import { mailConfirmation } from '../../ops/identity/users/reactions/mail-confirmation';
import { mailPasswordReset } from '../../ops/identity/users/reactions/mail-password-reset';
import { reactionKey } from '../../ops/tasks/reaction';
import { registerAdmin } from '../support/register-admin';
import { askResetCode } from '../support/reset-code';
import { startTestApp, type TestApp } from '../support/test-app';

// The mails of identity are reactions to its events: their secrets are made when they are sent.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const outbox = (to: string) => t.engine.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', to).execute();

async function eventOf(userId: string, type: string): Promise<DecodedEvent> {
  const recorded = (await t.app.store.readStream(userStreamId(userId))).find((e) => e.type === type);
  const event = recorded ? decode(recorded) : null;
  if (!event) throw new Error(`no ${type} on the account`);
  return event;
}

describe('mail of identity', () => {
  it('makes the reset code when its mail is sent, never in the log; a second run of that mail sends nothing and the link still works', async () => {
    const user = await t.signUp();
    const code = await askResetCode(t, user.email);
    const requested = await eventOf(user.userId, 'PasswordResetRequested');
    expect(JSON.stringify(requested.data)).not.toContain(code);

    // the task run again (a worker that died after sending): same key, same event
    await mailPasswordReset.react(t.app.deps, requested, { actor: null, correlationId: 'again', key: reactionKey(mailPasswordReset.name, requested.position) });
    expect(await outbox(user.email)).toHaveLength(2);
    expect((await t.call('updateUserPassword', { email: user.email, password: 'brand-new-1', code })).status).toBe(200);
  });

  it('mails no confirmation for an account registered without one (the seed, tests)', async () => {
    const { userId } = await registerAdmin(t, { email: 'quiet-admin@example.com', first_name: 'Quiet', last_name: 'Admin' });
    const registered = await eventOf(userId, 'UserRegistered');
    expect(registered.data).toMatchObject({ confirmationWanted: false });
    await mailConfirmation.react(t.app.deps, registered, { actor: null, correlationId: 'test', key: reactionKey(mailConfirmation.name, registered.position) });
    expect(await outbox('quiet-admin@example.com')).toEqual([]);
  });
});
