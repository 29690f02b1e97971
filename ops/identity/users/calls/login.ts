import { nothingAppended } from '../../../../command/core/handle-command';
import { signIn } from '../../../../command/identity/users/sign-in';
import { domainError, isDomainError } from '../../../../contracts/core/errors';
import { getUserAccount } from '../../../../query/identity/users/get-user-data';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function login(deps: ApiDeps, input: CallIn<'login'>, _ctx: CallContext): Answer<'login'> {
  const session = await signIn(deps, { email: input.email, password: input.password });
  // signing in appends nothing: the answer waits for no read model
  // the right password of an account an admin excluded opens nothing
  const excluded = !isDomainError(session) && (await getUserAccount(deps.db, session.userId))?.excluded_by_admin;
  const signedIn = isDomainError(session) ? session : excluded ? domainError('AccountExcluded') : { ...nothingAppended, ...session };
  return replyTo(signedIn, async ({ userId, token }) => ({ token, user: await userDataOf(deps, userId) }));
}
