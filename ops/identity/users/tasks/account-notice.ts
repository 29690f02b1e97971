import type { CommandContext } from '../../../../command/core/deps';
import { credentialOf, normalEmail } from '../../../../command/identity/users/credentials';
import { getUserAccount } from '../../../../query/identity/users/get-user-data';
import { sendTemplatedMail, type Recipient, type TemplatedMail } from '../../../mail/send-mail';
import type { ApiDeps } from '../../../server/feature';
import type { TaskDefinition } from '../../../tasks/task-definition';

// A notice about an address that someone used (to register again, to guess its password) goes to
// the account that holds it. Nothing is scheduled for an address without an account, and the task
// names the account, not the address. One notice per request that caused it.
export async function scheduleAccountNotice(deps: ApiDeps, task: TaskDefinition, notice: { email: string; data?: Record<string, unknown> }, correlationId: string): Promise<void> {
  const holder = await credentialOf(deps, normalEmail(notice.email));
  if (!holder) return;
  await deps.scheduler.schedule(task.name, { ...notice.data, userId: holder.user_id }, { key: `${holder.user_id}:${correlationId}` });
}

// The account's address as it is now; an account deleted meanwhile hears nothing. A task run again
// keeps its correlation id (its queue id), so it mails once.
export async function mailAccount(deps: ApiDeps, userId: string, ctx: CommandContext, mail: (to: Recipient) => Omit<TemplatedMail, 'key'>): Promise<void> {
  const account = await getUserAccount(deps.db, userId);
  if (!account) return;
  await sendTemplatedMail(deps, { ...mail({ email: account.email, userId }), key: `${ctx.correlationId}:${account.email}` });
}
