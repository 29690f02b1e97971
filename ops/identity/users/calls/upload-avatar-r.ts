import { setAvatar } from '../../../../command/identity/users/profile-files';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { identityMessages } from '../../../../contracts/identity/users/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { avatarImage } from '../avatar-image';
import { userDataOf } from '../answers';

export async function uploadAvatarR(deps: ApiDeps, input: CallIn<'uploadAvatarR'>, ctx: CallContext): Answer<'uploadAvatarR'> {
  const userId = signedIn(ctx).id;
  const { image, ...crop } = input;
  const png = await avatarImage(image.bytes, crop);
  if (!png) throw new CallFailure('ValidationFailed', identityMessages.AvatarInvalid);
  const kept = await deps.uploads.save({ ...image, kind: 'png', mime: 'image/png', name: 'avatar.png', size: png.byteLength, bytes: png }, { ownerId: userId, now: deps.clock() });
  const { ownerId: _owner, ...avatar } = kept;
  const set = await setAvatar(deps, { userId, avatar }, ctx.command);
  if (isDomainError(set)) await deps.uploads.remove(kept.id);
  else if (set.replaced) await deps.uploads.remove(set.replaced);
  return replyTo(set, async () => ({ userData: await userDataOf(deps, userId) }));
}
