import { domainError, type DomainError } from '../../../contracts/core/errors';
import { marketingEvents, type MarketingEvent } from '../../../contracts/backoffice/marketing/events';
import { taskDueOn, taskPeriodOf } from '../../../contracts/backoffice/marketing/marketing';
import { marketingMessages as m } from '../../../contracts/backoffice/marketing/messages';
import { taskWithRules, type TaskFields } from '../../../contracts/backoffice/marketing/task';
import type { Decider } from '../../core/decider';
import { refused } from './decide-post';

// What marketing-task-{taskId} holds for its rules: the task, and its ticks by period.
export type TaskState = { status: 'none' } | { status: 'kept'; task: TaskFields; ticks: Readonly<Record<string, boolean>> } | { status: 'closed' };
export const initialTask: TaskState = { status: 'none' };

export const evolveTask = (state: TaskState, event: MarketingEvent): TaskState => {
  switch (event.type) {
    case 'MarketingTaskAdded':
      return { status: 'kept', task: event.data.task, ticks: {} };
    case 'MarketingTaskEdited':
      return state.status === 'kept' ? { ...state, task: event.data.task } : state;
    case 'MarketingTaskClosed':
      return { status: 'closed' };
    case 'MarketingTaskTicked':
      return state.status === 'kept' ? { ...state, ticks: { ...state.ticks, [event.data.dateTask]: event.data.selected } } : state;
    default:
      return state;
  }
};

export type TaskCommand =
  | { type: 'SaveTask'; taskId: string; isNew: boolean; task: TaskFields; now: Date }
  | { type: 'CloseTask'; taskId: string; now: Date }
  | { type: 'TickTask'; taskId: string; day: string; selected: boolean; now: Date };

type Decided = Extract<MarketingEvent, { type: 'MarketingTaskAdded' | 'MarketingTaskEdited' | 'MarketingTaskClosed' | 'MarketingTaskTicked' }>;

function decide(c: TaskCommand, state: TaskState): Decided[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'SaveTask' && c.isNew) {
    if (state.status !== 'none') return [];
    const task = taskWithRules(c.task);
    return 'refused' in task ? refused(task.refused) : [{ type: 'MarketingTaskAdded', data: { taskId: c.taskId, task, addedAt: at } }];
  }
  if (state.status !== 'kept') return domainError('MTaskNotFound');
  switch (c.type) {
    case 'SaveTask': {
      const task = taskWithRules(c.task);
      if ('refused' in task) return refused(task.refused);
      return JSON.stringify(task) === JSON.stringify(state.task) ? [] : [{ type: 'MarketingTaskEdited', data: { taskId: c.taskId, task, editedAt: at } }];
    }
    case 'CloseTask':
      return [{ type: 'MarketingTaskClosed', data: { taskId: c.taskId, closedAt: at } }];
    case 'TickTask': {
      if (!taskDueOn(state.task, c.day)) return refused(m.MTaskNotDue);
      const dateTask = taskPeriodOf(state.task.frequency, c.day);
      return (state.ticks[dateTask] ?? false) === c.selected ? [] : [{ type: 'MarketingTaskTicked', data: { taskId: c.taskId, dateTask, selected: c.selected, tickedAt: at } }];
    }
  }
}

export const taskDecider: Decider<TaskState, TaskCommand, MarketingEvent> = { events: marketingEvents, initialState: initialTask, evolve: evolveTask, decide };
