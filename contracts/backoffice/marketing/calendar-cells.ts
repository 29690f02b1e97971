import { defineTable, filter } from '../../core/data-table';
import { z } from 'zod';

// The calendar's data view: the week's events of a platform as rows (getMCalendar's cells).
const calendarDataTable = defineTable({
  name: 'marketing-calendar',
  columns: {
    dateTime: { label: 'data.dateTime', header: 'Date and time', type: 'DATE_TIME', sortable: true },
    status: { label: 'data.status', header: 'Status', type: 'TEXT' },
    type: { label: 'data.type', header: 'Type', type: 'TEXT' },
    publisher: { label: 'data.publisher', header: 'Publisher', type: 'TEXT' },
    location: { label: 'data.location', header: 'Location', type: 'TEXT' },
    profile: { label: 'data.profile', header: 'Profile', type: 'TEXT' },
    posts: { label: 'data.posts', header: 'Posts', type: 'TEXT' },
    _id: { label: 'data.id', header: 'Event id', type: 'TEXT', hidden: true },
  },
  filters: { system: filter('SELECT', 'data.system', z.string().optional()) },
  defaultSort: { column: 'dateTime', direction: 'asc' },
  tieBreak: '_id',
});

export const calendarEventsCells = [...calendarDataTable.columns];
