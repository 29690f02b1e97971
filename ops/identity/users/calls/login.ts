import { nothingAppended } from '../../../../command/core/handle-command';
import { signIn } from '../../../../command/identity/users/sign-in';
import { isDomainError } from '../../../../contracts/core/errors';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function login(deps: ApiDeps, input: CallIn<'login'>, _ctx: CallContext): Answer<'login'> {
  const session = await signIn(deps, { email: input.email, password: input.password });
  // signing in appends nothing: the answer waits for no read model
  const signedIn = isDomainError(session) ? session : { ...nothingAppended, ...session };
  return replyTo(signedIn, async ({ userId, token }) => ({ token, user: await userDataOf(deps, userId) }));
}
