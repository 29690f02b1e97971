import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { TasksAnswer } from '../../../contracts/backoffice/marketing/calls';
import { addDays, taskDueOn, taskPeriodOf, weekStart, type TaskFrequency, TASK_FREQUENCIES } from '../../../contracts/backoffice/marketing/marketing';
import { taskCells } from '../../../contracts/backoffice/marketing/task-cells';

// The tasks due on a day, each selected when done for its period; and for each day of that week,
// which frequencies are due and how many of its tasks are done.
export async function getTasks(db: Kysely<Database>, date: string): Promise<TasksAnswer> {
  const first = weekStart(date);
  const week = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  const tasks = await db.selectFrom('marketing_task').selectAll().orderBy('created_at').orderBy('id').execute();
  // the periods the week's days fall in: its days, its Sunday, the months it touches
  const periods = [...new Set(week.flatMap((d) => TASK_FREQUENCIES.map((f) => taskPeriodOf(f, d))))];
  const ticks = tasks.length
    ? await db.selectFrom('marketing_task_tick').select(['task_id', 'date_task']).where('selected', '=', true).where('date_task', 'in', periods).execute()
    : [];
  const done = new Set(ticks.map((t) => `${t.task_id}|${t.date_task}`));
  const listed = tasks.map((t) => ({ _id: t.id, name: t.name, frequency: t.frequency, daysWeek: typeof t.days_week === 'string' ? (JSON.parse(t.days_week) as number[]) : t.days_week, notes: t.notes }));
  const isDone = (task: (typeof listed)[number], day: string) => done.has(`${task._id}|${taskPeriodOf(task.frequency, day)}`);
  return {
    date,
    tasks: listed
      .filter((task) => taskDueOn(task, date))
      .map((task) => ({ ...task, status: 'Active', selected: isDone(task, date), dateTask: taskPeriodOf(task.frequency, date) })),
    cells: taskCells,
    datesFrequencies: week.map((day) => {
      const due = listed.filter((task) => taskDueOn(task, day));
      return {
        date: day,
        frequencies: TASK_FREQUENCIES.filter((f) => due.some((task) => task.frequency === f)) as TaskFrequency[],
        due: due.length,
        done: due.filter((task) => isDone(task, day)).length,
      };
    }),
  };
}
