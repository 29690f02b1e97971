import { eraseAccount } from '../../../../command/identity/users/delete-account';
import { domainError } from '../../../../contracts/core/errors';
import { getAdminUsers } from '../../../../query/identity/admin-users/get-admin-users';
import { replyTo, signedIn, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { adminUserMessages } from '../../../../contracts/identity/admin-users/messages';

export async function deleteUserByAdmin(deps: ApiDeps, input: CallIn<'deleteUserByAdmin'>, ctx: CallContext): Answer<'deleteUserByAdmin'> {
  const userId = subject(ctx);
  // the admin's own account goes only by their own password (deleteAccount)
  const deleted = userId === signedIn(ctx).id ? domainError('Forbidden', adminUserMessages.NotYourself) : await eraseAccount(deps, { userId }, ctx.command);
  return replyTo(deleted, async () => ({ deleted: userId, ...(input.fetchParams ? await getAdminUsers(deps.db, input.fetchParams) : {}) }));
}
