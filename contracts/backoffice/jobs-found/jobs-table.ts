import { z } from 'zod';
import { defineTable, tableInputShape } from '../../core/data-table';

// The jobs the clients found while the service ran (/jobs-found): offers they signed, and jobs
// recorded as found after the service started or under the safety net (not those held before it).
export const jobsFoundTable = defineTable({
  name: 'jobs-found',
  columns: {
    foundAt: { label: 'column.foundAt', header: 'Found', type: 'DATE', sortable: true },
    clientName: { label: 'column.clientName', header: 'Client', type: 'TEXT', searchable: true, sortable: true },
    clientEmail: { label: 'column.clientEmail', header: 'Client email', type: 'CONTACT', searchable: true, sortable: true },
    company: { label: 'column.company', header: 'Company', type: 'TEXT', searchable: true, sortable: true },
    title: { label: 'column.title', header: 'Title', type: 'TEXT', searchable: true, sortable: true },
    seniority: { label: 'column.seniority', header: 'Seniority', type: 'TEXT', searchable: true },
    salary: { label: 'column.salary', header: 'Salary', type: 'SALARY' },
    startDate: { label: 'column.startDate', header: 'Start date', type: 'DATE', sortable: true },
    type: { label: 'column.type', header: 'Kind', type: 'TEXT', searchable: true, sortable: true },
    signed: { label: 'column.signed', header: 'Signed offer', type: 'BOOLEAN', sortable: true },
    _id: { label: 'column.id', header: 'Job id', type: 'TEXT', searchable: true, hidden: true },
  },
  filters: {},
  defaultPageSize: 100,
  defaultSort: { column: 'foundAt', direction: 'desc' },
  tieBreak: '_id',
});

export const jobsFoundSearchSchema = z.object(tableInputShape(jobsFoundTable)).strict();
