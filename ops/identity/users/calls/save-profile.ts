import { saveProfile as saveUserProfile } from '../../../../command/identity/users/save-profile';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

export async function saveProfile(deps: ApiDeps, input: CallIn<'saveProfile'>, ctx: CallContext): Answer<'saveProfile'> {
  const userId = signedIn(ctx).id;
  const saved = await saveUserProfile(deps, { ...input, userId }, ctx.command);
  return replyTo(saved, async ({ switchedTo }) => ({
    userData: await userDataOf(deps, userId),
    applies: [],
    ...(switchedTo ? said(identityMessages, switchedTo === 'recruiter' ? 'SwitchedToRecruiter' : 'SwitchedToCandidate') : {}),
  }));
}
