import { registerAdmin } from '../../support/register-admin';
import { startTestApp, type TestApp } from '../../support/test-app';

export type Person = { token: string; userId: string; email: string };

let counter = 0;

// An admin, signed in.
export async function signInAdmin(t: TestApp): Promise<Person> {
  const email = `journey-admin${Date.now()}${counter++}@example.com`;
  await registerAdmin(t, { email, first_name: 'Ada', last_name: 'Admin' }, 'test-admin');
  const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
  if (login.status !== 200) throw new Error(`the admin could not sign in: ${JSON.stringify(login.body)}`);
  return { token: login.body.token, userId: login.body.user._id, email };
}

// A person an admin gives roles (setAdminUserData), the way the users screen does.
export async function personWith(t: TestApp, admin: Person, roles: Record<string, boolean>, names: { first_name?: string; last_name?: string } = {}): Promise<Person> {
  const person = await t.signUp({ lookingforwork: true, ...names });
  const set = await t.call('setAdminUserData', { userId: person.userId, data: roles }, admin.token);
  if (set.status !== 200) throw new Error(`roles were not given: ${JSON.stringify(set.body)}`);
  return person;
}

export const activeClient = { isJHUser: true, isActiveJHUser: true };

// A journey walked to a step the way its client (or staff for them, naming userId) completes steps:
// each step before it finished in turn (finishPersonalJourneyStep); one finished already changes nothing.
export async function walkJourneyTo(t: TestApp, step: number, by: { token: string }, userId?: string): Promise<void> {
  for (let s = 0; s < step; s++) {
    const res = await t.call('finishPersonalJourneyStep', { step: s, ...(userId ? { userId } : {}) }, by.token);
    if (res.status !== 200) throw new Error(`step ${s} was not finished: ${JSON.stringify(res.body)}`);
  }
}

export type CoachingCast = { t: TestApp; admin: Person; coach: Person; client: Person; other: Person };

// The app and the people most coaching specs share: an admin, a coach (a customer-success manager
// unless other roles are named), and two clients with active journeys.
export async function coachingCast(env: Record<string, string> = {}, coachRoles: Record<string, boolean> = { isCSManager: true }): Promise<CoachingCast> {
  const t = await startTestApp({}, env);
  const admin = await signInAdmin(t);
  const coach = await personWith(t, admin, coachRoles, { first_name: 'Dana', last_name: 'Coach' });
  const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
  const other = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Other' });
  return { t, admin, coach, client, other };
}
