import { z } from 'zod';
import type { ApiDeps } from '../../../server/feature';
import { defineTask } from '../../../tasks/task-definition';
import { existingAccountMail } from '../mails';
import { mailAccount, scheduleAccountNotice } from './account-notice';

// Someone tried to register with an address that has an account: a refused request, not an event,
// so its mail is a task.
export const mailExistingAccount = defineTask({
  name: 'mail-existing-account',
  async handle(deps, data, ctx) {
    const { userId } = z.object({ userId: z.string() }).parse(data);
    await mailAccount(deps, userId, ctx, (to) => existingAccountMail(to, `${deps.publicUrl}/`));
  },
});

export const scheduleExistingAccountNotice = (deps: ApiDeps, email: string, correlationId: string) =>
  scheduleAccountNotice(deps, mailExistingAccount, { email }, correlationId);
