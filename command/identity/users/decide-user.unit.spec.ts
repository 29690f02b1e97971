import { describe, expect, it } from 'vitest';
import type { IdentityEvent } from '../../../contracts/identity/users/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { userDecider, type UserCommand } from './decide-user';
import { evolveUser, initialUserState, noRoles, type UserState } from './user';

const given = DeciderSpecification.for(userDecider);

const userId = 'u-1';
const now = new Date('2025-03-01T10:00:00.000Z');
const later = new Date('2025-03-02T08:30:00.000Z');

const register: Extract<UserCommand, { type: 'RegisterUser' }> = {
  type: 'RegisterUser',
  userId,
  email: 'noa@example.com',
  first_name: 'Noa',
  last_name: 'Bar',
  lookingforwork: true,
  isAdmin: false,
  card_color: 3,
  source: 'web',
  now,
};

const registered: IdentityEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'noa@example.com',
    first_name: 'Noa',
    last_name: 'Bar',
    lookingforwork: true,
    isAdmin: false,
    card_color: 3,
    source: 'web',
    registeredAt: now.toISOString(),
  },
};

const confirmed: IdentityEvent = { type: 'EmailConfirmed', data: { userId, confirmedAt: now.toISOString() } };

describe('RegisterUser', () => {
  it('records UserRegistered with the command fields and registeredAt on a new stream', () => {
    given([]).when(register).then([registered]);
  });

  it('records whether a confirmation mail is wanted when the command says', () => {
    given([])
      .when({ ...register, confirmationWanted: false })
      .then([{ type: 'UserRegistered', data: { ...registered.data, confirmationWanted: false } } as IdentityEvent]);
  });

  it('rejects with EmailTaken when the account is already registered', () => {
    given([registered]).when({ ...register, now: later }).thenFails('EmailTaken');
  });
});

describe('commands on a missing account', () => {
  const commands: UserCommand[] = [
    { type: 'ConfirmEmail', now },
    { type: 'RequestPasswordReset', now, expiresAt: later },
    { type: 'ChangePassword', now },
    { type: 'SaveProfile', lookingforwork: false, changes: { title: 'Dev' }, now },
  ];

  it.each(commands.map((command) => [command.type, command] as const))('rejects %s with NotFound', (_type, command) => {
    given([]).when(command).thenFails('NotFound', 'This account does not exist');
  });
});

describe('ConfirmEmail', () => {
  it('records EmailConfirmed the first time', () => {
    given([registered])
      .when({ type: 'ConfirmEmail', now: later })
      .then([{ type: 'EmailConfirmed', data: { userId, confirmedAt: later.toISOString() } }]);
  });

  it('records nothing when the email is already confirmed', () => {
    given([registered, confirmed]).when({ type: 'ConfirmEmail', now: later }).thenNothingHappens();
  });
});

describe('RequestPasswordReset', () => {
  it('records PasswordResetRequested with the request time and the expiry', () => {
    const expiresAt = new Date(later.getTime() + 3600_000);
    given([registered])
      .when({ type: 'RequestPasswordReset', now: later, expiresAt })
      .then([{ type: 'PasswordResetRequested', data: { userId, requestedAt: later.toISOString(), expiresAt: expiresAt.toISOString() } }]);
  });
});

describe('ChangePassword', () => {
  it('records PasswordChanged', () => {
    given([registered])
      .when({ type: 'ChangePassword', now: later })
      .then([{ type: 'PasswordChanged', data: { userId, changedAt: later.toISOString() } }]);
  });
});

describe('SaveProfile', () => {
  const at = later.toISOString();
  const savedBefore: IdentityEvent = {
    type: 'ProfileSaved',
    data: { userId, changes: { title: 'Developer', tags: ['react', 'node'], phone: '050-1234567' }, savedAt: now.toISOString() },
  };

  it('records RoleSwitched when a seeker becomes a recruiter', () => {
    given([registered])
      .when({ type: 'SaveProfile', lookingforwork: false, changes: {}, now: later })
      .then([{ type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: at } }]);
  });

  it('records RoleSwitched back to seeker after an earlier switch', () => {
    const switched: IdentityEvent = { type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: now.toISOString() } };
    given([registered, switched])
      .when({ type: 'SaveProfile', lookingforwork: true, changes: {}, now: later })
      .then([{ type: 'RoleSwitched', data: { userId, lookingforwork: true, switchedAt: at } }]);
  });

  it('records no RoleSwitched when the role stays the same or is not given', () => {
    given([registered]).when({ type: 'SaveProfile', lookingforwork: true, changes: {}, now: later }).thenNothingHappens();
    given([registered]).when({ type: 'SaveProfile', changes: {}, now: later }).thenNothingHappens();
  });

  it('unmarks a best tag when its tag is removed, and keeps the other best tags', () => {
    const best: IdentityEvent = { type: 'ProfileSaved', data: { userId, changes: { tags: ['react', 'node', 'go'], selectedTags: ['react', 'go'] }, savedAt: now.toISOString() } };
    given([registered, best])
      .when({ type: 'SaveProfile', changes: { tags: ['react', 'node'] }, now: later })
      .then([{ type: 'ProfileSaved', data: { userId, changes: { tags: ['react', 'node'], selectedTags: ['react'] }, savedAt: at } }]);
  });

  it('carries over the social links not sent and drops a link sent empty', () => {
    const links: IdentityEvent = { type: 'ProfileSaved', data: { userId, changes: { social_links: { github: 'http://github.com/a', twitter: 'http://x.com/a' } }, savedAt: now.toISOString() } };
    given([registered, links])
      .when({ type: 'SaveProfile', changes: { social_links: { linkedin: 'http://linkedin.com/in/a', twitter: null } }, now: later })
      .then([{ type: 'ProfileSaved', data: { userId, changes: { social_links: { github: 'http://github.com/a', linkedin: 'http://linkedin.com/in/a' } }, savedAt: at } }]);
  });

  it('records only the fields that changed in ProfileSaved', () => {
    given([registered, savedBefore])
      .when({
        type: 'SaveProfile',
        changes: { title: 'Developer', tags: ['react', 'node', 'go'], phone: '050-1234567', location: 'Haifa' },
        now: later,
      })
      .then([{ type: 'ProfileSaved', data: { userId, changes: { tags: ['react', 'node', 'go'], location: 'Haifa' }, savedAt: at } }]);
  });

  it('records a field cleared to null as a change', () => {
    given([registered, savedBefore])
      .when({ type: 'SaveProfile', changes: { phone: null, noPhone: true }, now: later })
      .then([{ type: 'ProfileSaved', data: { userId, changes: { phone: null, noPhone: true }, savedAt: at } }]);
  });

  it('ignores fields given as undefined', () => {
    given([registered, savedBefore]).when({ type: 'SaveProfile', changes: { title: undefined, phone: undefined }, now: later }).thenNothingHappens();
  });

  it('records RoleSwitched before ProfileSaved when both change', () => {
    given([registered])
      .when({ type: 'SaveProfile', lookingforwork: false, changes: { title: 'Recruiter' }, now: later })
      .then([
        { type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: at } },
        { type: 'ProfileSaved', data: { userId, changes: { title: 'Recruiter' }, savedAt: at } },
      ]);
  });

  it('records nothing when every saved field equals the saved profile', () => {
    given([registered, savedBefore])
      .when({ type: 'SaveProfile', lookingforwork: true, changes: { title: 'Developer', tags: ['react', 'node'], phone: '050-1234567' }, now: later })
      .thenNothingHappens();
  });

  // The names are part of the profile from registration on: saving them unchanged is no change.
  it('records nothing when the names saved equal the names given at registration', () => {
    given([registered]).when({ type: 'SaveProfile', changes: { first_name: 'Noa', last_name: 'Bar' }, now: later }).thenNothingHappens();
  });
});

describe('resume and avatar', () => {
  const file = (id: string, kind = 'pdf') => ({ id, kind, mime: 'application/pdf', name: `${id}.${kind}`, size: 10, uploadedAt: now.toISOString() });

  it('records ResumeUploaded with the text and the suggested tags', () => {
    given([registered])
      .when({ type: 'RecordResume', resume: file('r1'), description: 'Text', suggestedTags: ['SQL'], now: later })
      .then([{ type: 'ResumeUploaded', data: { userId, resume: file('r1'), description: 'Text', suggestedTags: ['SQL'], uploadedAt: later.toISOString() } }]);
  });

  it('records AvatarSet, and AvatarRemoved only while there is an avatar', () => {
    given([registered]).when({ type: 'RemoveAvatar', now: later }).thenNothingHappens();
    given([registered])
      .when({ type: 'SetAvatar', avatar: file('a1', 'png'), now: later })
      .then([{ type: 'AvatarSet', data: { userId, avatar: file('a1', 'png'), setAt: later.toISOString() } }]);
    const set: IdentityEvent = { type: 'AvatarSet', data: { userId, avatar: file('a1', 'png'), setAt: now.toISOString() } };
    given([registered, set]).when({ type: 'RemoveAvatar', now: later }).then([{ type: 'AvatarRemoved', data: { userId, removedAt: later.toISOString() } }]);
  });

  it('keeps the ids of the kept files and the text read from a resume', () => {
    const events: IdentityEvent[] = [
      registered,
      { type: 'ResumeUploaded', data: { userId, resume: file('r1'), description: 'Read', suggestedTags: [], uploadedAt: now.toISOString() } },
      { type: 'ResumeUploaded', data: { userId, resume: file('r2', 'doc'), description: null, suggestedTags: [], uploadedAt: now.toISOString() } },
      { type: 'AvatarSet', data: { userId, avatar: file('a1', 'png'), setAt: now.toISOString() } },
    ];
    const state = events.reduce(evolveUser, initialUserState);
    expect(state).toMatchObject({ files: { resume: 'r2', avatar: 'a1' }, profile: { description: 'Read' } });
  });
});

describe('evolveUser', () => {
  it('folds registration, confirmation, role switch and profile changes into the state', () => {
    const events: IdentityEvent[] = [
      registered,
      confirmed,
      { type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: now.toISOString() } },
      { type: 'ProfileSaved', data: { userId, changes: { title: 'Dev', tags: ['a'] }, savedAt: now.toISOString() } },
      { type: 'ProfileSaved', data: { userId, changes: { title: 'Lead' }, savedAt: later.toISOString() } },
    ];
    expect(events.reduce(evolveUser, initialUserState)).toEqual<UserState>({
      status: 'registered',
      userId,
      email: 'noa@example.com',
      lookingforwork: false,
      verified: true,
      profile: expect.objectContaining({ first_name: 'Noa', last_name: 'Bar', title: 'Lead', tags: ['a'], employmentType: 'FULL_TIME' }),
      roles: noRoles,
      excluded: false,
      files: { resume: null, avatar: null },
    });
  });

  it('ignores events that arrive before registration', () => {
    const events: IdentityEvent[] = [confirmed, { type: 'RoleSwitched', data: { userId, lookingforwork: false, switchedAt: now.toISOString() } }];
    expect(events.reduce(evolveUser, initialUserState)).toEqual({ status: 'none' });
  });

  it('leaves the state unchanged on password and reservation events', () => {
    const state = evolveUser(initialUserState, registered);
    const events: IdentityEvent[] = [
      { type: 'PasswordResetRequested', data: { userId, requestedAt: now.toISOString(), expiresAt: later.toISOString() } },
      { type: 'PasswordChanged', data: { userId, changedAt: later.toISOString() } },
      { type: 'EmailReserved', data: { userId, reservedAt: now.toISOString() } },
    ];
    for (const event of events) expect(evolveUser(state, event)).toBe(state);
  });
});

describe('DeleteAccount', () => {
  it('records AccountDeleted for a registered account', () => {
    given([registered]).when({ type: 'DeleteAccount', now: later }).then([{ type: 'AccountDeleted', data: { userId, deletedAt: later.toISOString() } }]);
  });
  it('records nothing for an account already deleted, so a retry can finish', () => {
    given([registered, { type: 'AccountDeleted', data: { userId, deletedAt: now.toISOString() } }]).when({ type: 'DeleteAccount', now: later }).thenNothingHappens();
  });
  it('rejects with NotFound when there is no account', () => {
    given([]).when({ type: 'DeleteAccount', now: later }).thenFails('NotFound', 'This account does not exist');
  });
  it('refuses every other command once the account is deleted', () => {
    given([registered, { type: 'AccountDeleted', data: { userId, deletedAt: now.toISOString() } }])
      .when({ type: 'SaveProfile', changes: { title: 'Back' }, now: later })
      .thenFails('NotFound', 'This account does not exist');
  });
});

describe('SetRoles', () => {
  const setAt = later.toISOString();
  it('records only the flags that change', () => {
    given([registered])
      .when({ type: 'SetRoles', roles: { isJHUser: true, isActiveJHUser: true, isJHAdmin: false }, now: later })
      .then([{ type: 'UserRolesSet', data: { userId, roles: { isJHUser: true, isActiveJHUser: true }, setAt } }]);
  });
  it('records nothing when every flag is already so', () => {
    given([registered, { type: 'UserRolesSet', data: { userId, roles: { isCSManager: true, partner: 'first' }, setAt } }])
      .when({ type: 'SetRoles', roles: { isCSManager: true, partner: 'first' }, now: later })
      .thenNothingHappens();
    // a flag the form left out (undefined) is not a change
    given([registered]).when({ type: 'SetRoles', roles: { isJHAdmin: undefined }, now: later }).thenNothingHappens();
  });
  it('takes a flag back', () => {
    given([registered, { type: 'UserRolesSet', data: { userId, roles: { isJHAdmin: true }, setAt } }])
      .when({ type: 'SetRoles', roles: { isJHAdmin: false }, now: later })
      .then([{ type: 'UserRolesSet', data: { userId, roles: { isJHAdmin: false }, setAt } }]);
  });
  it('rejects with NotFound when there is no account', () => {
    given([]).when({ type: 'SetRoles', roles: { isJHUser: true }, now: later }).thenFails('NotFound', 'This account does not exist');
  });
});

describe('SetExcluded', () => {
  const setAt = later.toISOString();
  const excluded: IdentityEvent = { type: 'UserExcluded', data: { userId, excluded: true, setAt } };
  it('produces UserExcluded when an admin excludes a person', () => {
    given([registered]).when({ type: 'SetExcluded', excluded: true, now: later }).then([excluded]);
  });
  it('records nothing when the person is excluded already', () => {
    given([registered, excluded]).when({ type: 'SetExcluded', excluded: true, now: later }).thenNothingHappens();
  });
  it('lets an excluded person back', () => {
    given([registered, excluded])
      .when({ type: 'SetExcluded', excluded: false, now: later })
      .then([{ type: 'UserExcluded', data: { userId, excluded: false, setAt } }]);
  });
  it('records nothing when a person never excluded is let back', () => {
    given([registered]).when({ type: 'SetExcluded', excluded: false, now: later }).thenNothingHappens();
  });
  it('rejects with NotFound when the account was deleted', () => {
    given([registered, { type: 'AccountDeleted', data: { userId, deletedAt: setAt } }])
      .when({ type: 'SetExcluded', excluded: true, now: later })
      .thenFails('NotFound', 'This account does not exist');
  });
});
