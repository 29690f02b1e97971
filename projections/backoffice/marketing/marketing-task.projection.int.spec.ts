import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TaskFields } from '../../../contracts/backoffice/marketing/task';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { marketingTaskProjection } from './marketing-task.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const task: TaskFields = { name: 'Post on LinkedIn', frequency: 'Daily', daysWeek: [0, 2, 4], notes: 'Before noon' };
const told = (taskId: string, dateTask: string | null, event: RecordedEvent) => ({ room: 'staff:marketing', name: 'marketing.tasksChanged', message: { taskId, dateTask, position: event.position } });

describeProjection(marketingTaskProjection, (spec, db) => {
  const taskRow = (id: string) => db().selectFrom('marketing_task').selectAll().where('id', '=', id).executeTakeFirst();
  const ticks = (taskId: string) => db().selectFrom('marketing_task_tick').select(['date_task', 'selected']).where('task_id', '=', taskId).orderBy('date_task').execute();

  it('keeps a task as added, then as edited, telling the open days each time', async () => {
    const taskId = randomUUID();
    const added = storedEvent('MarketingTaskAdded', { taskId, task, addedAt: at });
    expect(await spec.given(added)).toEqual([told(taskId, null, added)]);
    expect(await taskRow(taskId)).toEqual({ id: taskId, name: 'Post on LinkedIn', frequency: 'Daily', days_week: [0, 2, 4], notes: 'Before noon', created_at: new Date(at), last_position: added.position });
    const edited = storedEvent('MarketingTaskEdited', { taskId, task: { name: 'Newsletter', frequency: 'Monthly', daysWeek: [], notes: '' }, editedAt: later });
    expect(await spec.given(edited)).toEqual([told(taskId, null, edited)]);
    const row = { id: taskId, name: 'Newsletter', frequency: 'Monthly', days_week: [], notes: '', created_at: new Date(at), last_position: edited.position };
    expect(await taskRow(taskId)).toEqual(row);
    // the same events again change nothing, and no one hears of them
    expect(await spec.given(added, edited)).toEqual([]);
    expect(await taskRow(taskId)).toEqual(row);
  });

  it('keeps each period tick as last set, telling the task and its period', async () => {
    const taskId = randomUUID();
    await spec.given(storedEvent('MarketingTaskAdded', { taskId, task, addedAt: at }));
    const ticked = storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-22', selected: true, tickedAt: at });
    const other = storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-23', selected: true, tickedAt: at });
    expect(await spec.given(ticked, other)).toEqual([told(taskId, '2026-11-22', ticked), told(taskId, '2026-11-23', other)]);
    expect(await ticks(taskId)).toEqual([{ date_task: '2026-11-22', selected: true }, { date_task: '2026-11-23', selected: true }]);
    const unticked = storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-22', selected: false, tickedAt: later });
    expect(await spec.given(unticked)).toEqual([told(taskId, '2026-11-22', unticked)]);
    expect(await ticks(taskId)).toEqual([{ date_task: '2026-11-22', selected: false }, { date_task: '2026-11-23', selected: true }]);
    // an older tick of the day again: the day stays unticked
    expect(await spec.given(ticked)).toEqual([]);
    expect(await ticks(taskId)).toEqual([{ date_task: '2026-11-22', selected: false }, { date_task: '2026-11-23', selected: true }]);
  });

  it('removes a closed task with its ticks, only its own, and tells the open days, even when it is gone', async () => {
    const [taskId, otherId] = [randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('MarketingTaskAdded', { taskId, task, addedAt: at }),
      storedEvent('MarketingTaskAdded', { taskId: otherId, task, addedAt: at }),
      storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-22', selected: true, tickedAt: at }),
      storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-01', selected: false, tickedAt: at }),
      storedEvent('MarketingTaskTicked', { taskId: otherId, dateTask: '2026-11-22', selected: true, tickedAt: at }),
    );
    const closed = storedEvent('MarketingTaskClosed', { taskId, closedAt: later });
    expect(await spec.given(closed)).toEqual([told(taskId, null, closed)]);
    expect(await taskRow(taskId)).toBeUndefined();
    expect(await ticks(taskId)).toEqual([]);
    expect(await taskRow(otherId)).toMatchObject({ id: otherId, name: 'Post on LinkedIn' });
    expect(await ticks(otherId)).toEqual([{ date_task: '2026-11-22', selected: true }]);
    const again = storedEvent('MarketingTaskClosed', { taskId, closedAt: later });
    expect(await spec.given(again)).toEqual([told(taskId, null, again)]);
  });

  it('writes nothing, and tells no one, for an edit of a task it does not have', async () => {
    const taskId = randomUUID();
    expect(await spec.given(storedEvent('MarketingTaskEdited', { taskId, task, editedAt: at }))).toEqual([]);
    expect(await taskRow(taskId)).toBeUndefined();
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [taskId, goneId] = [randomUUID(), randomUUID()];
      const events = [
        storedEvent('MarketingTaskAdded', { taskId, task, addedAt: at }),
        storedEvent('MarketingTaskAdded', { taskId: goneId, task, addedAt: at }),
        storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-22', selected: true, tickedAt: at }),
        storedEvent('MarketingTaskTicked', { taskId: goneId, dateTask: '2026-11-22', selected: true, tickedAt: at }),
        storedEvent('MarketingTaskEdited', { taskId, task: { ...task, name: 'Post twice', daysWeek: [1] }, editedAt: later }),
        storedEvent('MarketingTaskClosed', { taskId: goneId, closedAt: later }),
        storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-22', selected: false, tickedAt: later }),
        storedEvent('MarketingTaskTicked', { taskId, dateTask: '2026-11-29', selected: true, tickedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await taskRow(taskId), form).toMatchObject({ name: 'Post twice', frequency: 'Daily', days_week: [1], notes: 'Before noon', created_at: new Date(at) });
      expect(await ticks(taskId), form).toEqual([{ date_task: '2026-11-22', selected: false }, { date_task: '2026-11-29', selected: true }]);
      expect(await taskRow(goneId), form).toBeUndefined();
      expect(await ticks(goneId), form).toEqual([]);
    }
  });
});
