// Who may make a call, open a screen or act for someone else: one model, used by the router, the
// web's route guard and the access-matrix test.
//
// A person holds several roles at once. Everyone holds 'anonymous'; a bearer of any token (the
// unregistered visitor's included) holds 'guest'; a signed-in person holds 'authed' and, by the
// account's flags, the rest. Staff are the coaching brand's admins and its customer-success
// managers; a site admin is staff too. The brand's own settings (journey settings, reviews, the
// payment link, the clients list) are the journey admins' and the site admins' (journeyAdmin).
export const roles = [
  'anonymous',
  'guest',
  'authed',
  'seeker',
  'recruiter',
  'pro',
  'journeyUser',
  'activeJourneyClient',
  'staff',
  'journeyAdmin',
  'clientAdmin',
  'admin',
  'firstPartner',
  'secondPartner',
] as const;
export type Role = (typeof roles)[number];

// A call's rule: one role, or any of several.
export type Access = Role | readonly Role[];

export const grants = (access: Access, held: ReadonlySet<Role>): boolean => (typeof access === 'string' ? held.has(access) : access.some((role) => held.has(role)));

// What an account says about its holder, as both the read model and the web's user data know it.
export type RoleFlags = {
  lookingforwork: boolean;
  isPro: boolean;
  isAdmin: boolean;
  isJHAdmin: boolean;
  isCSManager: boolean;
  isCAdmin: boolean;
  isJHUser: boolean;
  isActiveJHUser: boolean;
  partner: 'first' | 'second' | null;
};

// An account with no flag set: a seeker and nothing more.
export const plainAccount: RoleFlags = {
  lookingforwork: true,
  isPro: false,
  isAdmin: false,
  isJHAdmin: false,
  isCSManager: false,
  isCAdmin: false,
  isJHUser: false,
  isActiveJHUser: false,
  partner: null,
};

// Staff: the coaching brand's admins, its customer-success managers and the site's admins. The one
// definition; SQL that lists staff accounts reads the same three flags (query/identity/users).
export const isStaff = (flags: Pick<RoleFlags, 'isJHAdmin' | 'isCSManager' | 'isAdmin'>): boolean => flags.isJHAdmin || flags.isCSManager || flags.isAdmin;

export type Bearer = { kind: 'user'; flags: RoleFlags | null } | { kind: 'guest' } | null;

export function rolesOf(bearer: Bearer): ReadonlySet<Role> {
  const held = new Set<Role>(['anonymous']);
  if (!bearer) return held;
  held.add('guest');
  // a user whose account is not projected yet is signed in with no role beyond it
  if (bearer.kind !== 'user' || !bearer.flags) return held;
  const f = bearer.flags;
  held.add('authed');
  held.add(f.lookingforwork ? 'seeker' : 'recruiter');
  if (f.isPro) held.add('pro');
  if (f.isJHUser) held.add('journeyUser');
  if (f.isJHUser && f.isActiveJHUser) held.add('activeJourneyClient');
  if (isStaff(f)) held.add('staff');
  if (f.isJHAdmin || f.isAdmin) held.add('journeyAdmin');
  if (f.isCAdmin) held.add('clientAdmin');
  if (f.isAdmin) held.add('admin');
  if (f.partner === 'first') held.add('firstPartner');
  if (f.partner === 'second') held.add('secondPartner');
  return held;
}

// Staff may name another person on a call that acts for someone (actsFor); nobody else may.
export const mayActForOthers = (held: ReadonlySet<Role>): boolean => held.has('staff');

// Why a call is refused, as an error code of the platform: not signed in, or signed in without the
// role. null when the access grants it.
export type Refusal = 'Unauthenticated' | 'NotASeeker' | 'NotARecruiter' | 'NotAdmin' | 'NotStaff' | 'NotJourneyAdmin' | 'NotClientAdmin' | 'NotAJourneyClient' | 'Forbidden';

const refusalByRole: Partial<Record<Role, Refusal>> = {
  seeker: 'NotASeeker',
  recruiter: 'NotARecruiter',
  admin: 'NotAdmin',
  staff: 'NotStaff',
  journeyAdmin: 'NotJourneyAdmin',
  clientAdmin: 'NotClientAdmin',
  journeyUser: 'NotAJourneyClient',
  activeJourneyClient: 'NotAJourneyClient',
};

export function refusalOf(access: Access, held: ReadonlySet<Role>): Refusal | null {
  if (grants(access, held)) return null;
  const wanted = typeof access === 'string' ? [access] : access;
  // a rule a visitor could meet by signing in asks them to
  if (!held.has('authed') && wanted.some((role) => role !== 'anonymous' && role !== 'guest')) return 'Unauthenticated';
  if (!held.has('guest')) return 'Unauthenticated';
  return wanted.length === 1 ? (refusalByRole[wanted[0]!] ?? 'Forbidden') : 'Forbidden';
}

// The kinds of person a call may be about (a call's actsFor): any account, or a coaching client
// (an account made a journey user, active or not: staff keep acting for a client whose service
// paused or ended).
export type SubjectKind = 'account' | 'journeyClient';

// Why a person may not be the subject of a call of that kind; null when they may.
export function subjectRefusal(kind: SubjectKind, flags: RoleFlags): 'SubjectNotAJourneyClient' | null {
  if (kind === 'journeyClient' && !flags.isJHUser) return 'SubjectNotAJourneyClient';
  return null;
}
