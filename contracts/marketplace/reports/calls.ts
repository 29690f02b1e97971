import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableInputShape, tableOutput } from '../../core/data-table';
import { optionalSaidFields, say } from '../../core/messages';
import { OTHER_REASON, REPORT_TEXT_MAX, reportedObjectSchema, reportReasonSchema, reportSchema, reportTypeSchema } from './report';
import { reportMessages as m } from './messages';
import { reportsTable } from './reports-table';

const id = z.string().trim().min(1).max(200);
const reportsOutput = z.object({ reports: z.array(reportedObjectSchema), ...optionalSaidFields });
const handled = z.object({ reportId: z.string(), ...optionalSaidFields });

export const reportObjectInput = z
  .object({
    objectId: id,
    type: reportTypeSchema,
    reason: reportReasonSchema,
    // the reporter's own words: needed when the reason is 'Other'
    text: z.string().trim().max(REPORT_TEXT_MAX, say(m.ReportTextLength, { max: REPORT_TEXT_MAX })).optional(),
    // a review's company, as the card shows it
    company: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((report, ctx) => {
    if (report.reason === OTHER_REASON && !report.text) ctx.addIssue({ code: 'custom', path: ['text'], message: m.ReportOtherNeedsText });
  });

export const reportCalls = defineCalls({
  reportObject: {
    kind: 'command',
    access: 'authed',
    summary:
      "Report a job, a profile (a person's resume), a review or an interview to the site's administrators, with a reason ('Other' needs text: what is wrong). " +
      'Reporting what one reported already changes nothing; one cannot report one\'s own job or profile (400). The admins are told by mail. ' +
      'Answers everything the caller reported (reports), so the Report button is hidden on each.',
    input: reportObjectInput,
    output: reportsOutput,
  },
  getMyReports: {
    kind: 'query',
    access: 'authed',
    summary: 'Everything I reported, so the Report button is hidden on each.',
    input: z.object({}).strict().default({}),
    output: z.object({ reports: z.array(reportedObjectSchema) }),
  },
  getReports: {
    kind: 'query',
    access: 'admin',
    summary:
      'The reports waiting for an admin as a data table: { search, fieldsToSearch, extraSearch: { type }, page, pageSize (25 by default), sort, noLimit } → { data, cells, count }. ' +
      'Asked with Accept: text/csv it answers them as a file.',
    input: z.object(tableInputShape(reportsTable)).strict(),
    output: tableOutput(reportSchema),
  },
  ignoreReport: {
    kind: 'command',
    access: 'admin',
    summary: 'Ignore a report: it leaves /reports; what it reported stays. 404 ReportNotFound, 409 ReportClosed when it was handled already.',
    input: z.object({ reportId: id }).strict(),
    output: handled,
  },
  deleteReportedUser: {
    kind: 'command',
    access: 'admin',
    summary:
      'Delete the person a report is about (reportedId: the profile reported, or the owner of the job reported) with their account: their personal data is erased everywhere, ' +
      'their jobs and resume leave every list, open pages drop them live, and every report of them is closed. Not an administrator, not yourself (403).',
    input: z.object({ reportId: id, reportedId: id }).strict(),
    output: handled,
  },
  deleteReportedJob: {
    kind: 'command',
    access: 'admin',
    summary: 'Delete the job a report is about (reportedId: the job): it leaves search, the deck, saved items and its owner\'s jobs, and open lists drop it live. Every report of it is closed.',
    input: z.object({ reportId: id, reportedId: id }).strict(),
    output: handled,
  },
  deleteReportedObject: {
    kind: 'command',
    access: 'admin',
    summary:
      "Delete the review or interview a report is about (reportedId, type 'review' or 'interview', company as the report has it). Every report of it is closed; the reviews' lists drop it.",
    input: z.object({ reportId: id, reportedId: id, type: z.enum(['review', 'interview']), company: z.string().trim().max(200).nullable().optional() }).strict(),
    output: handled,
  },
});
