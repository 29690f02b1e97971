import type { IdentityEvent } from '../../../contracts/identity/users/events';

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; userId: string; email: string; lookingforwork: boolean; verified: boolean; profile: Record<string, unknown> };

export const initialUserState: UserState = { status: 'none' };

export const evolveUser = (state: UserState, event: IdentityEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'registered', userId: event.data.userId, email: event.data.email, lookingforwork: event.data.lookingforwork, verified: false, profile: {} };
    case 'EmailConfirmed':
      return state.status === 'registered' ? { ...state, verified: true } : state;
    case 'RoleSwitched':
      return state.status === 'registered' ? { ...state, lookingforwork: event.data.lookingforwork } : state;
    case 'ProfileSaved':
      return state.status === 'registered' ? { ...state, profile: { ...state.profile, ...event.data.changes } } : state;
    default:
      return state;
  }
};
