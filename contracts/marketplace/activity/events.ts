import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// The seeker × job pair that every event about an application names.
export const pairFields = { jobId: z.string(), seekerId: z.string(), recruiterId: z.string() };
// the pair's events concern the seeker's application: erased data follows the seeker
export const seekerSubject = (data: Record<string, unknown>) => (typeof data.seekerId === 'string' ? data.seekerId : null);

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
// ApplicationCarriedOver (orphan-applications) lands on the pair's stream too.
export const activityEvents = defineEvents({
  // on application-{jobId}-{seekerId}
  ApplicationSubmitted: event(z.object({ ...pairFields, appliedAt: z.string() }), { subject: seekerSubject }),
  ConnectSent: event(z.object({ ...pairFields, connectedAt: z.string() }), { subject: seekerSubject }),
  MatchMade: event(z.object({ ...pairFields, matchedAt: z.string() }), { subject: seekerSubject }),
  // the recruiter opened the applicant: the seeker sees the application was looked at
  ApplicationViewed: event(z.object({ ...pairFields, viewedAt: z.string() }), { subject: seekerSubject }),
  // on apply-quota-{seekerId}: one free application used in `month` (YYYY-MM, UTC)
  ApplicationQuotaUsed: event(z.object({ seekerId: z.string(), jobId: z.string(), month: z.string(), usedAt: z.string() }), { subject: seekerSubject }),
  // on inbox-{userId}
  ActivitySeen: event(z.object({ userId: z.string(), histogramSubType: z.string(), seenAt: z.string() })),
});

export type ActivityEvent = EventOf<typeof activityEvents>;
