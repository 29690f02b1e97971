import { defineTable } from '../../core/data-table';

// The recruiter contact list the parts are mailed to, as a staff data table.
export const recruiterContactsTable = defineTable({
  name: 'recruiter-contacts',
  columns: {
    email: { label: 'publishGrid.column.email', header: 'Email', type: 'CONTACT', searchable: true, sortable: true },
    name: { label: 'publishGrid.column.name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    company: { label: 'publishGrid.column.company', header: 'Company', type: 'TEXT', searchable: true, sortable: true },
    addedAt: { label: 'publishGrid.column.addedAt', header: 'Added', type: 'DATE_TIME', sortable: true },
  },
  filters: {},
  defaultSort: { column: 'addedAt', direction: 'desc' },
  tieBreak: 'email',
});
