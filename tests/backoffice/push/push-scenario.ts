import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// An admin sends a push to people picked and one to a query, tests one on themselves, keeps one for
// later and removes another from the history.
export async function runPushScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const person = await t.signUp({ lookingforwork: true, first_name: 'Pia', last_name: 'Pushed' });
  const call = async <T>(name: string, body: unknown): Promise<T> => {
    const done = await t.call<T>(name, body, admin.token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  const text = { messageTitle: 'Hello', message: 'A new feature is live' };
  await call('sendPushNotifications', { ...text, registeredUsers: [person.userId] });
  const sent = await call<{ pushId: string }>('sendPushNotifications', { ...text, query: { role: 'seeker' } });
  await call('testPushNotification', text);
  await call('addPushNotificaitonHistory', { ...text, query: { journeyUsers: true } });
  await call('removePushNotificationHisotry', { id: sent.pushId });
}
