import type { UserData } from '../../../../../contracts/identity/users/user';
import { useAppSelector } from '../../../app/hooks';
import { CURRENT_USER_ARGS, usersApi } from './users-api';

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
  const { data, isLoading } = usersApi.useGetUserDataQuery(CURRENT_USER_ARGS, { skip: !isAuthed });
  const user = isAuthed ? data?.user : undefined;
  return { user, isAuthed, isLoading: isAuthed && isLoading, role: roleOf(user), isAdmin: user?.isAdmin ?? false };
};
