import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Written } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('marketing_task')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('days_week', 'jsonb', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('marketing_task_tick')
    .ifNotExists()
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('date_task', 'text', (c) => c.notNull())
    .addColumn('selected', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketing_task_tick_pk', ['task_id', 'date_task'])
    .$call(addPositionColumn)
    .execute();
};

type TaskSaved = DecodedEvent<'MarketingTaskAdded'> | DecodedEvent<'MarketingTaskEdited'>;
const taskSet = (event: TaskSaved) => ({ name: event.data.task.name, frequency: event.data.task.frequency, days_week: event.data.task.daysWeek, notes: event.data.task.notes });

// Staff with a day's tasks open hear that a task or a tick changed (and read the day again).
const told = (taskId: (row: Record<string, unknown>) => string, dateTask: (row: Record<string, unknown>) => string | null) => (written: readonly Written<object>[], live: LiveOutbox) => {
  for (const { event, row } of written) {
    const r = row as Record<string, unknown>;
    live.publish(liveRooms.marketing, 'marketing.tasksChanged', { taskId: taskId(r), dateTask: dateTask(r), position: event.position });
  }
};

// The marketing tasks that are not deleted, and their ticks by day, week or month.
export const marketingTaskProjection = rowProjection({
  name: 'marketing_task',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'marketing_task',
      key: ['id'],
      json: ['days_week'],
      on: {
        MarketingTaskAdded: (event) => ({ upsert: { id: event.data.taskId, created_at: event.data.addedAt, ...taskSet(event) } satisfies RowOf<'marketing_task'> }),
        MarketingTaskEdited: (event) => ({ patch: [event.data.taskId], set: taskSet(event) }),
        MarketingTaskClosed: ({ data }) => ({ remove: [data.taskId] }),
      },
      push: told((r) => String(r.id), () => null),
    }),
    rowTable({
      table: 'marketing_task_tick',
      key: ['task_id', 'date_task'],
      on: {
        MarketingTaskTicked: ({ data }) => ({ upsert: { task_id: data.taskId, date_task: data.dateTask, selected: data.selected } }),
        MarketingTaskClosed: ({ data }) => ({ eraseWhere: { task_id: data.taskId } }),
      },
      push: told((r) => String(r.task_id), (r) => String(r.date_task)),
    }),
  ],
  byHand: {
    MarketingTaskClosed: async (_db, event, live) => {
      live.publish(liveRooms.marketing, 'marketing.tasksChanged', { taskId: event.data.taskId, dateTask: null, position: event.position });
    },
  },
});
