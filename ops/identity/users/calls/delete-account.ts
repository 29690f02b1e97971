import { deleteAccount as deleteUserAccount } from '../../../../command/identity/users/delete-account';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

export async function deleteAccount(deps: ApiDeps, input: CallIn<'deleteAccount'>, ctx: CallContext): Answer<'deleteAccount'> {
  const deleted = await deleteUserAccount(deps, { userId: signedIn(ctx).id, password: input.password }, ctx.command);
  return replyTo(deleted, () => ({ success: true, ...said(identityMessages, 'AccountDeleted') }));
}
