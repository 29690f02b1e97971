import { setExcluded } from '../../../../command/identity/users/set-excluded';
import { getAdminUsers } from '../../../../query/identity/admin-users/get-admin-users';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../../users/answers';

export async function excludeUserByAdminAndGetUsers(deps: ApiDeps, input: CallIn<'excludeUserByAdminAndGetUsers'>, ctx: CallContext): Answer<'excludeUserByAdminAndGetUsers'> {
  const userId = subject(ctx);
  // the sessions the person holds are refused while the exclusion lasts (call-router), not ended
  const set = await setExcluded(deps, { userId, excluded: input.excluded }, ctx.command);
  return replyTo(set, async () => ({
    user: await userDataOf(deps, userId),
    ...(input.fetchParams ? await getAdminUsers(deps.db, input.fetchParams) : {}),
  }));
}
