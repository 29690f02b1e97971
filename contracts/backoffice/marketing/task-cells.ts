import { z } from 'zod';
import { defineTable, filter } from '../../core/data-table';

// The day's tasks as a list (getMTasks' cells).
const tasksTable = defineTable({
  name: 'marketing-tasks',
  columns: {
    selected: { label: 'task.selected', header: 'Done', type: 'BOOLEAN' },
    name: { label: 'task.name', header: 'Task', type: 'TEXT', sortable: true },
    frequency: { label: 'task.frequency', header: 'Frequency', type: 'TEXT' },
    daysWeek: { label: 'task.days', header: 'Days', type: 'TEXT' },
    notes: { label: 'task.notes', header: 'Notes', type: 'TEXT' },
    _id: { label: 'task.id', header: 'Task id', type: 'TEXT', hidden: true },
  },
  filters: { date: filter('DATE', 'task.date', z.string().optional()) },
  defaultSort: { column: 'name', direction: 'asc' },
  tieBreak: '_id',
});

export const taskCells = [...tasksTable.columns];
