import { plainAccount, rolesOf, type Bearer, type RoleFlags } from './access';
import type { CallDefinition } from './call';

// The access matrix: for every call, what each kind of caller gets. Each feature declares the rows
// of its own calls beside them (contracts/<area>/<feature>/access.ts, listed on its descriptor); the
// access-matrix test collects them from the registry, signs in one caller per persona, makes every
// call as each and compares. A call without a row does not compile, and fails the test.

// The callers the test signs in (proSeeker: a seeker with a running Pro plan; the admin account
// looks for work, so it is a seeker as well as staff). Every persona past recruiter is a seeker an
// admin gave a role: a journey user not yet active, an active journey client, the coaching
// brand's admin, a customer-success manager, a client admin, and a user of each partner company.
export const personas = [
  'anonymous',
  'guest',
  'seeker',
  'proSeeker',
  'recruiter',
  'admin',
  'journeyUser',
  'journeyClient',
  'jhAdmin',
  'csManager',
  'clientAdmin',
  'firstPartner',
  'secondPartner',
] as const;
export type Persona = (typeof personas)[number];

const flags = (set: Partial<RoleFlags>): RoleFlags => ({ ...plainAccount, ...set });

// What each persona's account says, as the access model reads it.
export const bearerOf: Record<Persona, Bearer> = {
  anonymous: null,
  guest: { kind: 'guest' },
  seeker: { kind: 'user', flags: flags({}) },
  proSeeker: { kind: 'user', flags: flags({ isPro: true }) },
  recruiter: { kind: 'user', flags: flags({ lookingforwork: false }) },
  admin: { kind: 'user', flags: flags({ isAdmin: true }) },
  journeyUser: { kind: 'user', flags: flags({ isJHUser: true }) },
  journeyClient: { kind: 'user', flags: flags({ isJHUser: true, isActiveJHUser: true }) },
  jhAdmin: { kind: 'user', flags: flags({ isJHAdmin: true }) },
  csManager: { kind: 'user', flags: flags({ isCSManager: true }) },
  clientAdmin: { kind: 'user', flags: flags({ isCAdmin: true }) },
  firstPartner: { kind: 'user', flags: flags({ partner: 'first' }) },
  secondPartner: { kind: 'user', flags: flags({ partner: 'second' }) },
};

// The roles each persona's account is given by an admin (setAdminUserData), past seeker or recruiter.
export const rolesGivenTo = (persona: Persona): Partial<Pick<RoleFlags, 'isJHUser' | 'isActiveJHUser' | 'isJHAdmin' | 'isCSManager' | 'isCAdmin' | 'partner'>> => {
  const bearer = bearerOf[persona];
  if (bearer?.kind !== 'user' || !bearer.flags) return {};
  const { isJHUser, isActiveJHUser, isJHAdmin, isCSManager, isCAdmin, partner } = bearer.flags;
  const given = { isJHUser, isActiveJHUser, isJHAdmin, isCSManager, isCAdmin, partner };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== false && value !== null));
};

export const rolesOfPersona = (persona: Persona) => rolesOf(bearerOf[persona]);

// a 200 whose body has these values (nested objects compared by their listed fields only)
export type Answer = { status: 200; like: Record<string, unknown> };
// 'validation' is a 400 with issues: the caller got past the access rule and the call needs real input
export type Expected = 200 | 401 | 403 | 404 | 409 | 'validation' | Answer;
export const answers = (like: Record<string, unknown>): Answer => ({ status: 200, like });

// What a row may send instead of {}; ids come from the callers the test signed in (self is the
// caller's own user id, empty for anonymous and guest callers; someoneElse a seeker who is none of
// the callers).
export type MatrixIds = { ownJobId: string; otherJobId: string; self: string; someoneElse: string };

export type MatrixRow = {
  expect: Record<Persona, Expected>;
  body?: (ids: MatrixIds) => Record<string, unknown>;
  // ends the caller's session: run after every other row
  endsSession?: boolean;
  // For the acts-for test, a call whose rules need the person named to be in some state first: the
  // calls that bring them there, in order, made by the admin or by that person, each answered 200;
  // then the call itself with body(ids, their answers).
  actsFor?: { prepare: readonly PrepareStep[]; body: (ids: MatrixIds, answers: readonly Record<string, unknown>[]) => Record<string, unknown> };
};

export type PrepareStep = { call: string; as: 'admin' | 'someoneElse'; body: (ids: MatrixIds, answers: readonly Record<string, unknown>[]) => Record<string, unknown> };

// the personas given a role by an admin, all seekers
const given = (e: Expected) => ({ journeyUser: e, journeyClient: e, jhAdmin: e, csManager: e, clientAdmin: e, firstPartner: e, secondPartner: e });

export const everyone = (e: Expected): MatrixRow['expect'] => ({ anonymous: e, guest: e, seeker: e, proSeeker: e, recruiter: e, admin: e, ...given(e) });
export const guests = (e: Expected): MatrixRow['expect'] => ({ ...everyone(e), anonymous: 401 });
export const signedIn = (e: Expected): MatrixRow['expect'] => ({ ...everyone(e), anonymous: 401, guest: 401 });
// a Pro plan makes no one a recruiter or staff
export const recruiters = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), recruiter: e });
export const admins = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), admin: e });
// the coaching brand's admins, its customer-success managers and the site's admins
export const staff = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), admin: e, jhAdmin: e, csManager: e });
// the coaching brand's admins and the site's admins: not its customer-success managers
export const journeyAdmins = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), admin: e, jhAdmin: e });
// what Pro changes: signed-in callers without a plan get `free`, the Pro seeker gets `pro`
export const proOnly = (free: Record<string, unknown>, pro: Record<string, unknown>): MatrixRow['expect'] => ({ ...signedIn(answers(free)), proSeeker: answers(pro) });

// A call about a journey client (actsFor with subject 'journeyClient'): the client for themselves
// gets `e`; staff who name no client are asked to name one (ClientNotNamed, 400) and act for a
// client in the acts-for test.
export const aboutClients = (e: Expected): MatrixRow['expect'] => ({ ...staff('validation'), journeyClient: e });
// a staff-only call about a journey client, made by staff without naming one
export const staffAboutClients: MatrixRow['expect'] = staff('validation');

// A feature's rows: one per call, checked by the compiler.
export const defineAccessRows = <C extends Readonly<Record<string, CallDefinition>>>(_calls: C, rows: { readonly [K in keyof C]: MatrixRow }) => rows;
