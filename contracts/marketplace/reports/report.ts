import { z } from 'zod';
import { reportMessages } from './messages';

// What may be reported (marketplace spec §3 Report): a job, a person's profile, a company review and
// an interview review.
export const reportTypes = ['job', 'profile', 'review', 'interview'] as const;
export type ReportType = (typeof reportTypes)[number];

// Why, as the Report dialog offers it; 'Other' needs the reporter's own words.
export const reportReasons = ['Spam', 'Offensive', 'Fake', 'Scam', 'Discriminatory', 'Other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const OTHER_REASON: ReportReason = 'Other';
export const REPORT_TEXT_MAX = 500;

export const reportTypeSchema = z.enum(reportTypes, { error: reportMessages.ReportTypeUnknown });
export const reportReasonSchema = z.enum(reportReasons, { error: reportMessages.ReportReasonUnknown });

// An object the caller reported: the Report button is hidden on it.
export const reportedObjectSchema = z.object({ type: reportTypeSchema, objectId: z.string() });
export type ReportedObject = z.infer<typeof reportedObjectSchema>;

// One open report as the admins' /reports table shows it.
export const reportSchema = z.object({
  _id: z.string(),
  cd: z.string(),
  type: reportTypeSchema,
  object: z.string(),
  objectLabel: z.string().nullable(),
  objectOwner: z.string().nullable(),
  objectOwnerName: z.string().nullable(),
  reporter: z.string().nullable(),
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  reason: z.string(),
  text: z.string().nullable(),
  company: z.string().nullable(),
  // how many people reported the same object and are still waiting
  reportsOfObject: z.number().int(),
});
export type Report = z.infer<typeof reportSchema>;
