import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableOutput } from '../../core/data-table';
import { interviewsReportSearchSchema } from './report-table';

const summaryEntry = z.object({ date: z.string(), content: z.string(), by: z.string(), isAdmin: z.boolean() });

export const reportInterviewSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  company: z.string(),
  companyUrl: z.string().nullable(),
  title: z.string(),
  location: z.string().nullable(),
  status: z.string(),
  type: z.string(),
  interviewDate: z.string(),
  position: z.number(),
  interviewerName: z.string().nullable(),
  interviewerEmail: z.string().nullable(),
  interviewerPhone: z.string().nullable(),
  seniorityLevel: z.string().nullable(),
  contact: z.string().nullable(),
  feedback: z.string().nullable(),
  reviewFreeText: z.string().nullable(),
  csComment: z.string().nullable(),
  clientNotes: z.string(),
  managerNotes: z.string(),
  // by: the author's name as the account reads now ('' for an erased one)
  clientSummary: z.array(summaryEntry),
  managerSummary: z.array(summaryEntry),
});
export type ReportInterview = z.infer<typeof reportInterviewSchema>;

export const weeklyTotalSchema = z.object({ _id: z.string(), total: z.number().int() });

// The interviews report (back-office spec §2 "Interviews report", §7).
export const interviewsReportCalls = defineCalls({
  getInterviewsReportData: {
    kind: 'query',
    access: 'staff',
    summary:
      "Staff: every client's interviews as a data table, the latest interview day first. extraSearch { from, to } are days (YYYY-MM-DD, both included) on the interview's day; " +
      'from is one year back when absent, and there is no end unless given. Asked with Accept: text/csv, the whole range as a file.',
    input: interviewsReportSearchSchema,
    output: tableOutput(reportInterviewSchema),
  },
  getInterviewsReportDataStats: {
    kind: 'query',
    access: 'staff',
    summary:
      'Staff: how many interviews fall in each week of the same search and range, oldest week first; _id is the week’s Sunday (YYYY-MM-DD, Asia/Jerusalem weeks), ' +
      'and weeks without interviews between the first and the last are answered with 0.',
    input: interviewsReportSearchSchema,
    output: z.object({ data: z.array(weeklyTotalSchema) }),
  },
});
