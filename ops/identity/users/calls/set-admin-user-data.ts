import { setAdminUserData as saveAdminUserData } from '../../../../command/identity/users/set-admin-user-data';
import { getAdminUsers } from '../../../../query/identity/admin-users/get-admin-users';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function setAdminUserData(deps: ApiDeps, input: CallIn<'setAdminUserData'>, ctx: CallContext): Answer<'setAdminUserData'> {
  const userId = subject(ctx);
  const { contactCredit, promoteCredit, proEndDate, ...roles } = input.data;
  const credits = { ...(contactCredit !== undefined ? { contact: contactCredit } : {}), ...(promoteCredit !== undefined ? { promote: promoteCredit } : {}) };
  const saved = await saveAdminUserData(deps, { userId, roles, credits, ...(proEndDate !== undefined ? { proEndDate: proEndDate ? new Date(proEndDate) : null } : {}) }, ctx.command);
  return replyTo(saved, async () => ({
    user: await userDataOf(deps, userId),
    ...(input.fetchParams ? await getAdminUsers(deps.db, input.fetchParams) : {}),
  }));
}
