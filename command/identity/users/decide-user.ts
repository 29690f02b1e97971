import { domainError, type DomainError } from '../../../contracts/core/errors';
import { identityEvents, type IdentityEvent, type ProfileChanges, type UserRoles } from '../../../contracts/identity/users/events';
import type { Decider } from '../../core/decider';
import { evolveUser, initialUserState, type UserState } from './user';
import { identityMessages } from '../../../contracts/identity/users/messages';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      first_name: string;
      last_name: string;
      lookingforwork: boolean;
      isAdmin: boolean;
      card_color: number;
      source: string;
      // recorded on the event: the confirmation mail is a reaction to it
      confirmationWanted?: boolean;
      now: Date;
    }
  | { type: 'ConfirmEmail'; now: Date }
  | { type: 'DeleteAccount'; now: Date }
  | { type: 'RequestPasswordReset'; now: Date; expiresAt: Date }
  | { type: 'ChangePassword'; now: Date }
  | { type: 'SaveProfile'; lookingforwork?: boolean; changes: ProfileChanges; now: Date }
  | { type: 'SetRoles'; roles: Partial<UserRoles>; now: Date };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const decideUser = (command: UserCommand, state: UserState): IdentityEvent[] | DomainError => {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'none') return domainError('EmailTaken');
    const { type: _type, now, ...data } = command;
    return [{ type: 'UserRegistered', data: { ...data, registeredAt: now.toISOString() } }];
  }
  // deleting twice is harmless: a retry after a failure half-way finishes the job
  if (command.type === 'DeleteAccount' && state.status === 'deleted') return [];
  if (state.status !== 'registered') return domainError('NotFound', identityMessages.AccountNotFound);
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { userId: state.userId, deletedAt: at } }];
    case 'ConfirmEmail':
      return state.verified ? [] : [{ type: 'EmailConfirmed', data: { userId: state.userId, confirmedAt: at } }];
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { userId: state.userId, requestedAt: at, expiresAt: command.expiresAt.toISOString() } }];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId: state.userId, changedAt: at } }];
    case 'SaveProfile': {
      const events: IdentityEvent[] = [];
      if (command.lookingforwork !== undefined && command.lookingforwork !== state.lookingforwork)
        events.push({ type: 'RoleSwitched', data: { userId: state.userId, lookingforwork: command.lookingforwork, switchedAt: at } });
      // only what really changed is recorded
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(([key, value]) => value !== undefined && !sameValue(state.profile[key], value)),
      ) as ProfileChanges;
      if (Object.keys(changes).length) events.push({ type: 'ProfileSaved', data: { userId: state.userId, changes, savedAt: at } });
      return events;
    }
    case 'SetRoles': {
      // only the flags that change are recorded; setting what is already set records nothing
      const roles = Object.fromEntries(Object.entries(command.roles).filter(([key, value]) => value !== undefined && state.roles[key as keyof UserRoles] !== value));
      return Object.keys(roles).length ? [{ type: 'UserRolesSet', data: { userId: state.userId, roles, setAt: at } }] : [];
    }
  }
};

export const userDecider: Decider<UserState, UserCommand, IdentityEvent> = {
  events: identityEvents,
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
