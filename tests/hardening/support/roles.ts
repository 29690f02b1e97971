import { grants, type Access } from '../../../contracts/core/access';
import { personas, rolesGivenTo, rolesOfPersona, type Persona } from '../../../contracts/core/access-matrix';
import { registerAdmin } from '../../support/register-admin';
import { validJob, type TestApp } from '../../support/test-app';

// One caller per persona of the access matrix (contracts/core/access-matrix.ts).
export const roles = personas;
export type Role = Persona;

export type Caller = { role: Role; token?: string; userId?: string; email?: string };
// outsider: a seeker none of the other callers is, for calls that name someone else
export type Callers = Record<Role, Caller> & { recruiterJobId: string; otherRecruiter: Caller; otherRecruiterJobId: string; outsider: Caller };

// Who gets past the access rule of a call (what the router checks before the input).
export const mayCall = (access: Access, role: Role): boolean => grants(access, rolesOfPersona(role));

let counter = 0;

async function signInAdmin(t: TestApp): Promise<Caller> {
  const email = `admin${Date.now()}${counter++}@example.com`;
  await registerAdmin(t, { email, first_name: 'Ada', last_name: 'Admin' }, 'test-admin');
  for (let attempt = 0; attempt < 50; attempt++) {
    const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
    if (login.status === 200) return { role: 'admin', token: login.body.token, userId: login.body.user._id, email };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the admin could not sign in');
}

// A seeker becomes Pro the way support gives a plan: the admin extends it (a paid checkout ends in
// the same ProPlanExtended, with the same credits).
async function makePro(t: TestApp, admin: Caller, userId: string): Promise<void> {
  const extended = await t.call<{ userData: { isPro: boolean } }>('extendProPlan', { userId, months: 1 }, admin.token);
  if (extended.status !== 200 || !extended.body.userData.isPro) throw new Error(`the Pro plan was not given: ${JSON.stringify(extended.body)}`);
}

const givenPersonas = ['journeyUser', 'journeyClient', 'jhAdmin', 'csManager', 'clientAdmin', 'firstPartner', 'secondPartner'] as const;
type GivenPersona = (typeof givenPersonas)[number];

// A seeker an admin gives the persona's roles, the way the users screen does.
async function giveRole(t: TestApp, admin: Caller, role: GivenPersona): Promise<Caller> {
  const person = await t.signUp({ lookingforwork: true });
  const set = await t.call('setAdminUserData', { userId: person.userId, data: rolesGivenTo(role) }, admin.token);
  if (set.status !== 200) throw new Error(`${role} was not given: ${JSON.stringify(set.body)}`);
  return { role, ...person };
}

// One caller per role; each recruiter owns one job.
export async function signInEveryRole(t: TestApp): Promise<Callers> {
  const guest = await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' });
  const seeker = await t.signUp({ lookingforwork: true });
  const proSeeker = await t.signUp({ lookingforwork: true });
  const recruiter = await t.signUp({ lookingforwork: false });
  const other = await t.signUp({ lookingforwork: false });
  const outsider = await t.signUp({ lookingforwork: true });
  const job = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob() }, recruiter.token);
  const otherJob = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Other job' }) }, other.token);
  if (job.status !== 200 || otherJob.status !== 200) throw new Error('the recruiters could not post their jobs');
  const admin = await signInAdmin(t);
  await makePro(t, admin, proSeeker.userId);
  const given = Object.fromEntries(await Promise.all(givenPersonas.map(async (role) => [role, await giveRole(t, admin, role)] as const))) as Record<GivenPersona, Caller>;
  return {
    ...given,
    anonymous: { role: 'anonymous' },
    guest: { role: 'guest', token: guest.body.token },
    seeker: { role: 'seeker', ...seeker },
    proSeeker: { role: 'proSeeker', ...proSeeker },
    recruiter: { role: 'recruiter', ...recruiter },
    admin,
    recruiterJobId: job.body.job._id,
    otherRecruiter: { role: 'recruiter', ...other },
    otherRecruiterJobId: otherJob.body.job._id,
    outsider: { role: 'seeker', ...outsider },
  };
}
