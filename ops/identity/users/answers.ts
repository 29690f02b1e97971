import { CallFailure } from '../../../contracts/core/errors';
import type { UserData } from '../../../contracts/identity/users/user';
import { getUserData } from '../../../query/identity/users/get-user-data';
import type { ApiDeps } from '../../server/feature';
import { identityMessages } from '../../../contracts/identity/users/messages';

// The account as its owner reads it, in the answers of several calls.
export async function userDataOf(deps: ApiDeps, userId: string): Promise<UserData> {
  const user = await getUserData(deps.db, userId, await deps.settings(), (fileId) => deps.uploads.link(fileId, deps.clock()));
  if (!user) throw new CallFailure('NotFound', identityMessages.AccountNotFound);
  return user;
}
