import { rolesOf, type Role as AccessRole } from '@contracts/core/access';
import type { UserData } from '@contracts/identity/users/user';
import { useAppSelector } from '../../../app/hooks';
import { CURRENT_USER_ARGS, usersApi } from './users-api';

export type Role = 'anonymous' | 'seeker' | 'recruiter';

export type CurrentUser = {
  // what the user holds in the access model: the route guard asks grants() with it
  roles: ReadonlySet<AccessRole>;
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
  const { data, isLoading } = usersApi.useGetUserDataQuery(CURRENT_USER_ARGS, { skip: !isAuthed });
  const user = isAuthed ? data?.user : undefined;
  const tokenHeld = tokenKind === 'user' ? { kind: 'user' as const, flags: user ?? null } : tokenKind === 'guest' ? { kind: 'guest' as const } : null;
  return { user, isAuthed, isLoading: isAuthed && isLoading, role: roleOf(user), isAdmin: user?.isAdmin ?? false, roles: rolesOf(tokenHeld) };
};
