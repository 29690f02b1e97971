import type { TestApp } from '../../support/test-app';
import type { Person } from '../../coaching/journey/journey-support';

// A user of a partner company, made one by an admin on the users screen.
export async function partnerUser(t: TestApp, admin: Person, partner: 'first' | 'second'): Promise<Person> {
  const person = await t.signUp({ lookingforwork: true, first_name: 'Pat', last_name: `Partner ${partner}` });
  const set = await t.call('setAdminUserData', { userId: person.userId, data: { partner } }, admin.token);
  if (set.status !== 200) throw new Error(`the partner role was not given: ${JSON.stringify(set.body)}`);
  return person;
}

// Staff's call that makes a journey client a partner's client.
export async function assign(t: TestApp, admin: Person, clientId: string, partner: 'first' | 'second' | null): Promise<void> {
  const res = await t.call('assignPartnerClient', { clientId, partner }, admin.token);
  if (res.status !== 200) throw new Error(`assignPartnerClient: ${JSON.stringify(res.body)}`);
}
