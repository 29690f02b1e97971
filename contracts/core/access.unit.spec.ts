import { describe, expect, it } from 'vitest';
import { grants, isStaff, plainAccount, refusalOf, rolesOf, subjectRefusal, type RoleFlags } from './access';

const account = (set: Partial<RoleFlags> = {}): RoleFlags => ({ ...plainAccount, ...set });
const held = (set?: Partial<RoleFlags>) => [...rolesOf({ kind: 'user', flags: account(set) })].sort();

describe('the access model', () => {
  it('gives each kind of account its roles', () => {
    expect([...rolesOf(null)]).toEqual(['anonymous']);
    expect([...rolesOf({ kind: 'guest' })].sort()).toEqual(['anonymous', 'guest']);
    // signed in, the account not projected yet
    expect([...rolesOf({ kind: 'user', flags: null })].sort()).toEqual(['anonymous', 'guest']);
    expect(held()).toEqual(['anonymous', 'authed', 'guest', 'seeker']);
    expect(held({ lookingforwork: false, isPro: true })).toEqual(['anonymous', 'authed', 'guest', 'pro', 'recruiter']);
    expect(held({ isJHUser: true })).toEqual(['anonymous', 'authed', 'guest', 'journeyUser', 'seeker']);
    expect(held({ isJHUser: true, isActiveJHUser: true })).toEqual(['activeJourneyClient', 'anonymous', 'authed', 'guest', 'journeyUser', 'seeker']);
    // active without being a journey user is no client
    expect(held({ isActiveJHUser: true })).toEqual(['anonymous', 'authed', 'guest', 'seeker']);
    expect(held({ isJHAdmin: true })).toEqual(['anonymous', 'authed', 'guest', 'journeyAdmin', 'seeker', 'staff']);
    expect(held({ isCSManager: true })).toEqual(['anonymous', 'authed', 'guest', 'seeker', 'staff']);
    expect(held({ isAdmin: true })).toEqual(['admin', 'anonymous', 'authed', 'guest', 'journeyAdmin', 'seeker', 'staff']);
    // a customer-success manager is staff, not one of the brand's admins
    expect(refusalOf('journeyAdmin', new Set(held({ isCSManager: true })))).toBe('NotJourneyAdmin');
    expect(refusalOf('clientAdmin', new Set(held({ isJHAdmin: true })))).toBe('NotClientAdmin');
    expect(held({ isCAdmin: true })).toEqual(['anonymous', 'authed', 'clientAdmin', 'guest', 'seeker']);
    expect(held({ partner: 'first' })).toEqual(['anonymous', 'authed', 'firstPartner', 'guest', 'seeker']);
    expect(held({ partner: 'second' })).toEqual(['anonymous', 'authed', 'guest', 'secondPartner', 'seeker']);
  });

  it('has one staff: the role and isStaff agree on every flag', () => {
    const flags = ['isPro', 'isAdmin', 'isJHUser', 'isActiveJHUser', 'isJHAdmin', 'isCSManager', 'isCAdmin'] as const;
    expect(flags.filter((flag) => isStaff(account({ [flag]: true })))).toEqual(['isAdmin', 'isJHAdmin', 'isCSManager']);
    for (const flag of flags) expect(held({ [flag]: true }).includes('staff'), flag).toBe(isStaff(account({ [flag]: true })));
  });

  it('takes any account as the subject of a call about an account, and only a journey user as a journey client', () => {
    expect(subjectRefusal('account', account())).toBeNull();
    expect(subjectRefusal('journeyClient', account())).toBe('SubjectNotAJourneyClient');
    expect(subjectRefusal('journeyClient', account({ isAdmin: true }))).toBe('SubjectNotAJourneyClient');
    // a client whose service paused or ended is still one
    expect(subjectRefusal('journeyClient', account({ isJHUser: true }))).toBeNull();
  });

  it('grants a rule of one role or any of several', () => {
    const staff = rolesOf({ kind: 'user', flags: account({ isCSManager: true }) });
    expect(grants('staff', staff)).toBe(true);
    expect(grants('admin', staff)).toBe(false);
    expect(grants(['admin', 'staff'], staff)).toBe(true);
    expect(grants(['admin', 'firstPartner'], staff)).toBe(false);
    expect(grants('anonymous', rolesOf(null))).toBe(true);
    expect(grants('guest', rolesOf(null))).toBe(false);
  });

  it('says why a call is refused', () => {
    expect(refusalOf('authed', rolesOf(null))).toBe('Unauthenticated');
    expect(refusalOf('authed', rolesOf({ kind: 'guest' }))).toBe('Unauthenticated');
    expect(refusalOf('guest', rolesOf(null))).toBe('Unauthenticated');
    const seeker = rolesOf({ kind: 'user', flags: account() });
    expect(refusalOf('recruiter', seeker)).toBe('NotARecruiter');
    expect(refusalOf('admin', seeker)).toBe('NotAdmin');
    expect(refusalOf('staff', seeker)).toBe('NotStaff');
    expect(refusalOf('activeJourneyClient', seeker)).toBe('NotAJourneyClient');
    expect(refusalOf(['admin', 'firstPartner'], seeker)).toBe('Forbidden');
    expect(refusalOf('seeker', seeker)).toBeNull();
  });
});
