import { z } from 'zod';
import { defineTable, filter } from '../../core/data-table';
import { MARKETING_SUBTYPES, MARKETING_TYPES, POST_STATUSES } from './marketing';

// The marketing posts (/marketing-posts) as a data table; its rows are `Post`s. Filtered by type,
// subtype and status (extraSearch), newest change first.
export const postsTable = defineTable({
  name: 'marketing-posts',
  columns: {
    name: { label: 'column.name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    type: { label: 'column.type', header: 'Type', type: 'TEXT', sortable: true },
    subType: { label: 'column.subType', header: 'Subtype', type: 'TEXT', sortable: true },
    status: { label: 'column.status', header: 'Status', type: 'TEXT', sortable: true },
    defaultVersion: { label: 'column.defaultVersion', header: 'Default version', type: 'TEXT', searchable: true },
    publishesCount: { label: 'column.publishesCount', header: 'Publishes', type: 'NUMBER', sortable: true },
    lastPublished: { label: 'column.lastPublished', header: 'Last published', type: 'DATE_TIME', sortable: true },
    isTest: { label: 'column.isTest', header: 'Test', type: 'BOOLEAN', sortable: true },
    contentLink: { label: 'column.contentLink', header: 'Content link', type: 'LINK', hidden: true },
    updatedAt: { label: 'column.updatedAt', header: 'Updated', type: 'DATE_TIME', sortable: true },
    _id: { label: 'column.id', header: 'Post id', type: 'TEXT', hidden: true },
  },
  filters: {
    type: filter('SELECT', 'filter.type', z.enum(MARKETING_TYPES).optional(), MARKETING_TYPES),
    subType: filter('SELECT', 'filter.subType', z.enum(MARKETING_SUBTYPES).optional(), MARKETING_SUBTYPES),
    status: filter('SELECT', 'filter.status', z.enum(POST_STATUSES).optional(), POST_STATUSES),
  },
  defaultSort: { column: 'updatedAt', direction: 'desc' },
  tieBreak: '_id',
});

export type PostsColumn = (typeof postsTable.columns)[number]['key'];
