import { combineAppended, type Appended } from '../../../../command/core/handle-command';
import { setRoles } from '../../../../command/identity/users/set-roles';
import { setCreditsLeft } from '../../../../command/marketplace/credits/set-credits-left';
import { setProEndDate } from '../../../../command/marketplace/payments/set-pro-end-date';
import { isDomainError, type DomainError } from '../../../../contracts/core/errors';
import { getAdminUsers } from '../../../../query/identity/admin-users/get-admin-users';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function setAdminUserData(deps: ApiDeps, input: CallIn<'setAdminUserData'>, ctx: CallContext): Answer<'setAdminUserData'> {
  const userId = subject(ctx);
  const { contactCredit, promoteCredit, proEndDate, ...roles } = input.data;
  // each part on its own stream: the roles (user), the credits left (credits), the Pro end (pro)
  const parts: (() => Promise<Appended | DomainError>)[] = [];
  if (Object.keys(roles).length) parts.push(() => setRoles(deps, { userId, roles }, ctx.command));
  if (contactCredit !== undefined) parts.push(() => setCreditsLeft(deps, { userId, kind: 'contact', left: contactCredit }, ctx.command));
  if (promoteCredit !== undefined) parts.push(() => setCreditsLeft(deps, { userId, kind: 'promote', left: promoteCredit }, ctx.command));
  if (proEndDate !== undefined) parts.push(() => setProEndDate(deps, { userId, until: proEndDate ? new Date(proEndDate) : null }, ctx.command));
  const appended: Appended[] = [];
  let failed: DomainError | null = null;
  for (const part of parts) {
    const result = await part();
    if (isDomainError(result)) {
      failed = result;
      break;
    }
    appended.push(result);
  }
  return replyTo(failed ?? combineAppended(...appended), async () => ({
    user: await userDataOf(deps, userId),
    ...(input.fetchParams ? await getAdminUsers(deps.db, input.fetchParams) : {}),
  }));
}
