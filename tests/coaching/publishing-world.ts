import { TEST_EMAIL_STEP } from '../../contracts/coaching/journey/lists';
import { registerAdmin } from '../support/register-admin';
import type { TestApp } from '../support/test-app';
import { walkJourneyTo } from './journey/journey-support';

export type Person = { token: string; userId: string; email: string };
export type World = { admin: Person; csm: Person; client: Person; other: Person; seeker: Person };

let counter = 0;

async function signIn(t: TestApp, email: string): Promise<Person> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
    if (login.status === 200) return { token: login.body.token, userId: login.body.user._id, email };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${email} could not sign in`);
}

// An admin makes people journey clients and customer-success managers, the way the users screen does.
export async function giveFlags(t: TestApp, admin: Person, person: Person, data: Record<string, unknown>): Promise<void> {
  const set = await t.call('setAdminUserData', { userId: person.userId, data }, admin.token);
  if (set.status !== 200) throw new Error(`flags not given: ${JSON.stringify(set.body)}`);
}

// Staff (a site admin and a customer-success manager), two active journey clients and a seeker.
export async function publishingWorld(t: TestApp): Promise<World> {
  const n = `${Date.now()}${counter++}`;
  const adminEmail = `pub-admin${n}@example.com`;
  await registerAdmin(t, { email: adminEmail, first_name: 'Ada', last_name: 'Admin' });
  const admin = await signIn(t, adminEmail);
  const csm = await t.signUp({ first_name: 'Dana', last_name: 'Coach' });
  const client = await t.signUp({ first_name: 'Noa', last_name: 'Levi' });
  const other = await t.signUp({ first_name: 'Omer', last_name: 'Cohen' });
  const seeker = await t.signUp({ first_name: 'Sam', last_name: 'Seeker' });
  await giveFlags(t, admin, csm, { isCSManager: true });
  await giveFlags(t, admin, client, { isJHUser: true, isActiveJHUser: true });
  await giveFlags(t, admin, other, { isJHUser: true, isActiveJHUser: true });
  return { admin, csm, client, other, seeker };
}

// A client ready to publish: a CV link, a cover letter (picked, being the first), test addresses,
// and the journey at the Test Email step, where publishing opens.
export async function readyToTest(t: TestApp, w: World, client: Person, testAddress = 'qa@jobhunt.test'): Promise<void> {
  await readyDocuments(t, w, client, testAddress);
  await walkJourneyTo(t, TEST_EMAIL_STEP, client);
}

// The publish data alone: a CV link, a cover letter and test addresses, the journey left where it is.
export async function readyDocuments(t: TestApp, w: World, client: Person, testAddress = 'qa@jobhunt.test'): Promise<void> {
  const steps = [
    await t.call('addResume', { link: 'https://docs.google.com/document/d/abcdefghijklmnop/edit' }, client.token),
    await t.call('addEditCoverLetter', { coverLetter: { title: 'Senior backend engineer', content: '<p>Hello recruiters</p>' } }, client.token),
    await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: [testAddress] }, w.csm.token),
  ];
  for (const step of steps) if (step.status !== 200) throw new Error(`not ready: ${JSON.stringify(step.body)}`);
}
