import { CallFailure } from '../../../../contracts/core/errors';
import { signIn } from '../../../../command/identity/users/sign-in';
import { isDomainError } from '../../../../contracts/core/errors';
import { registerApplicant } from '../../../../command/marketplace/orphan-applications/register-applicant';
import { getUserData } from '../../../../query/identity/users/get-user-data';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { orphanMessages } from '../../../../contracts/marketplace/orphan-applications/messages';

export async function setPasswordOrphan(deps: ApiDeps, input: CallIn<'setPasswordOrphan'>, ctx: CallContext): Answer<'setPasswordOrphan'> {
  if (ctx.session?.kind !== 'guest') throw new CallFailure('AlreadySignedIn', orphanMessages.SignedInAlready);
  const registered = await registerApplicant(deps, { ...input, guestId: ctx.session.userId }, ctx.command);
  return replyTo(registered, async ({ userId, carried }) => {
    const signedIn = await signIn(deps, { email: input.email, password: input.password });
    if (isDomainError(signedIn)) throw new CallFailure(signedIn.code, signedIn.message);
    const { token } = signedIn;
    const user = await getUserData(deps.db, userId, await deps.settings());
    if (!user) throw new Error(`account ${userId} missing after the read model caught up`);
    return { ...said(orphanMessages, 'AccountReady'), token, user, applications: carried };
  });
}
