import { z } from 'zod';
import type { ApiDeps } from '../../../server/feature';
import { defineTask } from '../../../tasks/task-definition';
import { accountLockedMail } from '../mails';
import { mailAccount, scheduleAccountNotice } from './account-notice';

// The sign-in lock-out: the owner learns of it. Scheduled by the router when an attempt locks the
// account (a refused request, not an event).
export const mailLockoutNotice = defineTask({
  name: 'mail-lockout-notice',
  async handle(deps, data, ctx) {
    const { userId, minutes } = z.object({ userId: z.string(), minutes: z.number() }).parse(data);
    await mailAccount(deps, userId, ctx, (to) => accountLockedMail(to, minutes, `${deps.publicUrl}/`));
  },
});

export const scheduleLockoutNotice = (deps: ApiDeps, email: string, lockSeconds: number, correlationId: string) =>
  scheduleAccountNotice(deps, mailLockoutNotice, { email, data: { minutes: Math.ceil(lockSeconds / 60) } }, correlationId);
