import { z } from 'zod';
import { defineTable, filter, tableInputShape } from '../../core/data-table';
import { clientDay } from '../clients-status/clients-table';

// The interviews of every client (spec §3 "Interview (report)") with the client's name and email,
// as the interviews report lists them (/interviews-report). Dates are the interview's own day.
export const interviewsReportTable = defineTable({
  name: 'Interviews',
  columns: {
    interviewDate: { label: 'column.interviewDate', header: 'Interview date', type: 'DATE', sortable: true },
    clientName: { label: 'column.clientName', header: 'Client', type: 'TEXT', searchable: true, sortable: true },
    clientEmail: { label: 'column.clientEmail', header: 'Client email', type: 'CONTACT', searchable: true, sortable: true },
    company: { label: 'column.company', header: 'Company', type: 'TEXT', searchable: true, sortable: true },
    companyUrl: { label: 'column.companyUrl', header: 'Company site', type: 'LINK', hidden: true },
    title: { label: 'column.title', header: 'Title', type: 'TEXT', searchable: true, sortable: true },
    position: { label: 'column.position', header: 'Round', type: 'NUMBER', sortable: true },
    type: { label: 'column.type', header: 'Type', type: 'TEXT', searchable: true, sortable: true },
    status: { label: 'column.status', header: 'Status', type: 'TEXT', searchable: true, sortable: true },
    location: { label: 'column.location', header: 'Location', type: 'TEXT', searchable: true },
    seniorityLevel: { label: 'column.seniorityLevel', header: 'Seniority', type: 'TEXT', searchable: true },
    interviewerName: { label: 'column.interviewerName', header: 'Interviewer', type: 'TEXT', searchable: true },
    interviewerEmail: { label: 'column.interviewerEmail', header: 'Interviewer email', type: 'CONTACT', searchable: true },
    interviewerPhone: { label: 'column.interviewerPhone', header: 'Interviewer phone', type: 'WA_PHONE', searchable: true },
    contact: { label: 'column.contact', header: 'Contact', type: 'TEXT', searchable: true, hidden: true },
    feedback: { label: 'column.feedback', header: 'Feedback', type: 'TEXT', searchable: true },
    reviewFreeText: { label: 'column.reviewFreeText', header: 'Review', type: 'TEXT', searchable: true, hidden: true },
    csComment: { label: 'column.csComment', header: 'CS comment', type: 'TEXT', searchable: true, hidden: true },
    // the summaries' texts, oldest first (the entries themselves are clientSummary / managerSummary)
    clientNotes: { label: 'column.clientNotes', header: 'Client summary', type: 'TEXT', searchable: true, hidden: true },
    managerNotes: { label: 'column.managerNotes', header: 'Manager summary', type: 'TEXT', searchable: true, hidden: true },
    _id: { label: 'column.id', header: 'Interview id', type: 'TEXT', searchable: true, hidden: true },
  },
  // from: one year back when absent; to: no end
  filters: { from: filter('DATE', 'filter.from', clientDay.optional()), to: filter('DATE', 'filter.to', clientDay.optional()) },
  defaultPageSize: 100,
  defaultSort: { column: 'interviewDate', direction: 'desc' },
  tieBreak: '_id',
});

export const interviewsReportSearchSchema = z.object(tableInputShape(interviewsReportTable)).strict();

// The screen's default window (spec §9): one year back, no end.
export const defaultInterviewsFrom = (today: string): string => {
  const d = new Date(`${today}T00:00:00.000Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
};

// Weeks run Sunday to Saturday in the product's home zone; a week is named by its Sunday.
export const REPORT_WEEK_ZONE = 'Asia/Jerusalem';
