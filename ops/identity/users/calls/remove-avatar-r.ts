import { removeAvatar } from '../../../../command/identity/users/profile-files';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function removeAvatarR(deps: ApiDeps, _input: CallIn<'removeAvatarR'>, ctx: CallContext): Answer<'removeAvatarR'> {
  const userId = signedIn(ctx).id;
  const removed = await removeAvatar(deps, { userId }, ctx.command);
  if (!isDomainError(removed) && removed.replaced) await deps.uploads.remove(removed.replaced);
  return replyTo(removed, async () => ({ userData: await userDataOf(deps, userId), ...said(identityMessages, 'AvatarRemoved') }));
}
