import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of report-{reportId}. Every action on a report names the admin who took it in the
// event's metadata (actor), as every command does.
const reporterSubject = (data: Record<string, unknown>) => (typeof data.reporterId === 'string' ? data.reporterId : null);

export const reportEvents = defineEvents({
  // type and reason are plain strings: a kind or reason retired later still reads. objectOwnerId: the
  // job's owner or the profile's person (null for reviews); company: the review's company, if known.
  // The reporter's own words are theirs: erased with their account.
  ObjectReported: event(
    z.object({
      reportId: z.string(),
      type: z.string(),
      objectId: z.string(),
      objectOwnerId: z.string().nullable(),
      company: z.string().nullable(),
      reporterId: z.string(),
      reason: z.string(),
      text: z.string().nullable(),
      reportedAt: z.string(),
    }),
    { personal: ['text'], subject: reporterSubject },
  ),
  ReportIgnored: event(z.object({ reportId: z.string(), ignoredAt: z.string() })),
  // the person (the profile reported, or the owner of the job reported) was deleted with their account
  ReportedUserDeleted: event(z.object({ reportId: z.string(), deletedUserId: z.string(), deletedAt: z.string() })),
  // the job reported was deleted: it leaves every list, saved items too
  ReportedJobDeleted: event(z.object({ reportId: z.string(), jobId: z.string(), deletedAt: z.string() })),
  // a review or interview review reported was deleted; the reviews' read models drop it on this event
  ReportedObjectDeleted: event(z.object({ reportId: z.string(), objectId: z.string(), type: z.string(), company: z.string().nullable(), deletedAt: z.string() })),
});

export type ReportEvent = EventOf<typeof reportEvents>;
