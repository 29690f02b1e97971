import { signInAdmin } from '../coaching/journey/journey-support';
import type { TestApp } from '../support/test-app';

// An admin works on people from the users screen: credits and a Pro end set on a card, a Pro plan
// ended by hand, a person excluded and let back in.
export async function runAdminUsersScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const person = await t.signUp({ lookingforwork: true, first_name: 'Gal', last_name: 'Admin-Edited' });
  const other = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Excluded' });
  const calls: [string, unknown][] = [
    ['setAdminUserData', { userId: person.userId, data: { contactCredit: 12, promoteCredit: 3, proEndDate: '2099-06-30' } }],
    ['setAdminUserData', { userId: person.userId, data: { proEndDate: null } }],
    ['excludeUserByAdminAndGetUsers', { userId: other.userId }],
    ['excludeUserByAdminAndGetUsers', { userId: other.userId, excluded: false }],
  ];
  for (const [name, body] of calls) {
    const done = await t.call(name, body, admin.token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
  }
}
