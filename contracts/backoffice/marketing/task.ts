import { z } from 'zod';
import { say } from '../../core/messages';
import { TASK_FREQUENCIES, TASK_STATUSES } from './marketing';
import { marketingMessages as m } from './messages';

// A marketing task (back-office spec §3 "Task", §5 "Task form"): done daily on chosen days of the
// week, weekly or monthly, ticked done per day, week or month. Closed means deleted.

export const NEW_TASK_ID = '-1';

export const taskFieldsSchema = z
  .object({
    _id: z.string().trim().min(1).max(200).default(NEW_TASK_ID),
    name: z.string().trim().min(1).max(200),
    frequency: z.enum(TASK_FREQUENCIES, { error: say(m.MFrequencyUnknown, { values: TASK_FREQUENCIES.join(', ') }) }),
    // 0 Sunday … 6 Saturday; only for a daily task
    daysWeek: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    notes: z.string().trim().max(2000).default(''),
    status: z.enum(TASK_STATUSES).default('Active'),
  })
  .strict();
export type TaskFieldsInput = z.input<typeof taskFieldsSchema>;

export type TaskFields = { name: string; frequency: string; daysWeek: number[]; notes: string };
export const storedTaskSchema = z.object({ name: z.string(), frequency: z.string(), daysWeek: z.array(z.number()), notes: z.string() });

// A task as getMTasks answers it for a day: selected when ticked done for the day's period.
export const taskSchema = storedTaskSchema.extend({ _id: z.string(), status: z.string(), selected: z.boolean(), dateTask: z.string() });
export type Task = z.infer<typeof taskSchema>;

// The task form's rules, the same in the dialog and on the server: days only for a daily task, and
// at least one then. Answers the task to save (days sorted, once each), or the message broken.
export function taskWithRules(task: TaskFields): TaskFields | { refused: string } {
  if (task.frequency !== 'Daily') return task.daysWeek.length ? { refused: m.MDaysOnlyDaily } : task;
  if (!task.daysWeek.length) return { refused: m.MDailyNeedsDays };
  return { ...task, daysWeek: [...new Set(task.daysWeek)].sort((a, b) => a - b) };
}
