import { setRoles } from '../../../../command/identity/users/set-roles';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function setAdminUserData(deps: ApiDeps, input: CallIn<'setAdminUserData'>, ctx: CallContext): Answer<'setAdminUserData'> {
  const userId = subject(ctx);
  const set = await setRoles(deps, { userId, roles: input.data }, ctx.command);
  return replyTo(set, async () => ({ user: await userDataOf(deps, userId) }));
}
