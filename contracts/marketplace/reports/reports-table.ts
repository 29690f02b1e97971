import { z } from 'zod';
import { defineTable, filter } from '../../core/data-table';
import { reportTypes } from './report';

// The admins' reports (/reports) as a data table; its rows are `Report`s, the newest first.
export const reportsTable = defineTable({
  name: 'reports',
  columns: {
    cd: { label: 'column.date', header: 'Reported', type: 'DATE_TIME', sortable: true },
    type: { label: 'column.type', header: 'Type', type: 'TEXT', sortable: true },
    objectLabel: { label: 'column.object', header: 'Reported item', type: 'TEXT', searchable: true, sortable: true },
    objectOwnerName: { label: 'column.owner', header: 'Owner', type: 'TEXT', searchable: true, sortable: true },
    reason: { label: 'column.reason', header: 'Reason', type: 'TEXT', searchable: true, sortable: true },
    text: { label: 'column.text', header: 'Details', type: 'TEXT', searchable: true },
    reporterName: { label: 'column.reporter', header: 'Reported by', type: 'TEXT', searchable: true, sortable: true },
    reporterEmail: { label: 'column.reporterEmail', header: 'Reporter email', type: 'CONTACT', searchable: true, hidden: true },
    reportsOfObject: { label: 'column.reportsOfObject', header: 'Reports of this item', type: 'NUMBER', sortable: true, hidden: true },
    company: { label: 'column.company', header: 'Company', type: 'TEXT', hidden: true },
    object: { label: 'column.objectId', header: 'Item id', type: 'TEXT', hidden: true },
    objectOwner: { label: 'column.ownerId', header: 'Owner id', type: 'TEXT', hidden: true, exported: false },
    reporter: { label: 'column.reporterId', header: 'Reporter id', type: 'TEXT', hidden: true, exported: false },
    _id: { label: 'column.id', header: 'Report id', type: 'TEXT', hidden: true },
  },
  filters: { type: filter('SELECT', 'filter.type', z.enum(reportTypes).optional(), reportTypes) },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 25,
  defaultSort: { column: 'cd', direction: 'desc' },
  tieBreak: '_id',
});

export type ReportsColumn = (typeof reportsTable.columns)[number]['key'];
