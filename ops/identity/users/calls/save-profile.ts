import { saveProfile as saveUserProfile } from '../../../../command/identity/users/save-profile';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function saveProfile(deps: ApiDeps, input: CallIn<'saveProfile'>, ctx: CallContext): Answer<'saveProfile'> {
  const userId = signedIn(ctx).id;
  const saved = await saveUserProfile(deps, { ...input, userId }, ctx.command);
  return replyTo(saved, async ({ switchedTo }) => ({
    userData: await userDataOf(deps, userId),
    applies: [],
    ...(switchedTo ? { message: switchedTo === 'recruiter' ? 'Switched to recruiter' : 'Switched to candidate' } : {}),
  }));
}
