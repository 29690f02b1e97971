import { z } from 'zod';
import type { ApiDeps } from '../../../server/feature';
import { defineTask } from '../../../tasks/task-definition';
import { mailRegistrant } from '../event-mail';

export const EVENT_REMINDER_TASK = 'event-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

// The day before the occurrence, a registered person (still registered, not waiting) is reminded.
export const eventReminder = defineTask({
  name: EVENT_REMINDER_TASK,
  async handle(deps, data) {
    const { occurrenceId, registrantId } = z.object({ occurrenceId: z.string(), registrantId: z.string() }).parse(data);
    await mailRegistrant(deps, 'event-reminder', { occurrenceId, registrantId, key: `${EVENT_REMINDER_TASK}:${registrantId}` }, (now) => now.active && !now.waiting);
  },
});

// One reminder per registrant, a day before the start; none when that time is past already (the
// confirmation has just said when).
export async function scheduleReminder(deps: ApiDeps, occurrenceId: string, registrantId: string, startsAt: string): Promise<void> {
  const runAt = new Date(new Date(startsAt).getTime() - DAY_MS);
  if (runAt.getTime() <= deps.clock().getTime()) return;
  await deps.scheduler.schedule(EVENT_REMINDER_TASK, { occurrenceId, registrantId }, { runAt, key: `${EVENT_REMINDER_TASK}:${registrantId}` });
}
