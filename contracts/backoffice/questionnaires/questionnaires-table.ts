import { z } from 'zod';
import { defineTable, filter } from '../../core/data-table';
import { withinYears } from '../../core/dates';

export const questionnaireDay = withinYears(z.iso.date());

// The intake questionnaires (/questionnaires) as a data table; its rows are QuestionnaireRows.
export const questionnairesTable = defineTable({
  name: 'questionnaires',
  columns: {
    timestamp: { label: 'column.timestamp', header: 'Sent', type: 'DATE_TIME', sortable: true },
    fullName: { label: 'column.fullName', header: 'Full name', type: 'TEXT', searchable: true, sortable: true },
    email: { label: 'column.email', header: 'Email', type: 'CONTACT', searchable: true, sortable: true },
    phone: { label: 'column.phone', header: 'Phone', type: 'WA_PHONE', searchable: true },
    status: { label: 'column.status', header: 'Status', type: 'TEXT', searchable: true, sortable: true },
    contacted: { label: 'column.contacted', header: 'Contacted', type: 'BOOLEAN', sortable: true },
    jobTitle: { label: 'column.jobTitle', header: 'Job title', type: 'TEXT', searchable: true },
    city: { label: 'column.city', header: 'City', type: 'TEXT', searchable: true, hidden: true },
    meetingStart: { label: 'column.meeting', header: 'Meeting', type: 'DATE_TIME', sortable: true },
    linkSource: { label: 'column.linkSource', header: 'Source', type: 'TEXT', searchable: true, hidden: true },
    _id: { label: 'column.id', header: 'Questionnaire id', type: 'TEXT', hidden: true },
  },
  filters: { from: filter('DATE', 'filter.from', questionnaireDay), to: filter('DATE', 'filter.to', questionnaireDay) },
  defaultPageSize: 100,
  defaultSort: { column: 'timestamp', direction: 'desc' },
  tieBreak: '_id',
});
