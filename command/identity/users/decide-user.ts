import { domainError, type DomainError } from '../../../contracts/core/errors';
import { identityEvents, type IdentityEvent, type ProfileChanges, type UserRoles } from '../../../contracts/identity/users/events';
import type { Decider } from '../../core/decider';
import { evolveUser, initialUserState, type UserState } from './user';
import { identityMessages } from '../../../contracts/identity/users/messages';
import { keepBestAmongTags, type ProfileFile, type SocialLinks } from '../../../contracts/identity/users/profile';

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
      // the language chosen at sign-up
      language?: string;
      now: Date;
    }
  | { type: 'ConfirmEmail'; now: Date }
  | { type: 'DeleteAccount'; now: Date }
  | { type: 'RequestPasswordReset'; now: Date; expiresAt: Date }
  | { type: 'ChangePassword'; now: Date }
  | { type: 'SaveProfile'; lookingforwork?: boolean; changes: ProfileChanges; now: Date }
  | { type: 'SetRoles'; roles: Partial<UserRoles>; now: Date }
  | { type: 'SetExcluded'; excluded: boolean; now: Date }
  | { type: 'RecordResume'; resume: ProfileFile; description: string | null; suggestedTags: string[]; now: Date }
  | { type: 'SetAvatar'; avatar: ProfileFile; now: Date }
  | { type: 'RemoveAvatar'; now: Date };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Links not sent are kept; a tag removed is no longer best (its best mark goes with it).
const withCarriedOver = (changes: ProfileChanges, profile: Record<string, unknown>): ProfileChanges => {
  const next = { ...changes };
  if (changes.social_links) {
    const merged = { ...(profile.social_links as SocialLinks | undefined), ...changes.social_links };
    next.social_links = Object.fromEntries(Object.entries(merged).filter(([, url]) => url)) as SocialLinks;
  }
  if (changes.tags) next.selectedTags = keepBestAmongTags(changes.tags, changes.selectedTags ?? (profile.selectedTags as string[] | undefined) ?? []);
  return next;
};

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
        Object.entries(withCarriedOver(command.changes, state.profile)).filter(([key, value]) => value !== undefined && !sameValue(state.profile[key], value)),
      ) as ProfileChanges;
      if (Object.keys(changes).length) events.push({ type: 'ProfileSaved', data: { userId: state.userId, changes, savedAt: at } });
      return events;
    }
    case 'RecordResume':
      return [{ type: 'ResumeUploaded', data: { userId: state.userId, resume: command.resume, description: command.description, suggestedTags: command.suggestedTags, uploadedAt: at } }];
    case 'SetAvatar':
      return [{ type: 'AvatarSet', data: { userId: state.userId, avatar: command.avatar, setAt: at } }];
    case 'RemoveAvatar':
      // removing a picture that is not there records nothing
      return state.files.avatar ? [{ type: 'AvatarRemoved', data: { userId: state.userId, removedAt: at } }] : [];
    case 'SetRoles': {
      // only the flags that change are recorded; setting what is already set records nothing
      const roles = Object.fromEntries(Object.entries(command.roles).filter(([key, value]) => value !== undefined && state.roles[key as keyof UserRoles] !== value));
      return Object.keys(roles).length ? [{ type: 'UserRolesSet', data: { userId: state.userId, roles, setAt: at } }] : [];
    }
    case 'SetExcluded':
      // excluding whom is excluded already records nothing
      return state.excluded === command.excluded ? [] : [{ type: 'UserExcluded', data: { userId: state.userId, excluded: command.excluded, setAt: at } }];
  }
};

export const userDecider: Decider<UserState, UserCommand, IdentityEvent> = {
  events: identityEvents,
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
