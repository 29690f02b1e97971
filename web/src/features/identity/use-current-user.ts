import type { UserData } from '../../../../contracts/identity/users/user';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';

// The one cache key for the signed-in user, so login, saveProfile and getUserData share an entry.
export const CURRENT_USER_ARGS = {};

export type Role = 'anonymous' | 'seeker' | 'recruiter';

export type CurrentUser = {
  user: UserData | undefined;
  isAuthed: boolean;
  // true while a signed-in user's data is still on its way
  isLoading: boolean;
  role: Role;
  isAdmin: boolean;
};

export const roleOf = (user: UserData | undefined): Role =>
  !user ? 'anonymous' : user.lookingforwork ? 'seeker' : 'recruiter';

export const useCurrentUser = (): CurrentUser => {
  const tokenKind = useAppSelector((state) => state.auth.tokenKind);
  const isAuthed = tokenKind === 'user';
  const { data, isLoading } = api.useGetUserDataQuery(CURRENT_USER_ARGS, { skip: !isAuthed });
  const user = isAuthed ? data?.user : undefined;
  return { user, isAuthed, isLoading: isAuthed && isLoading, role: roleOf(user), isAdmin: user?.isAdmin ?? false };
};
