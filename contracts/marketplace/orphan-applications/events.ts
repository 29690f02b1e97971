import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { pairFields, seekerSubject } from '../activity/events';

// someone who applied without an account is known by an applicant id until they make one
const applicantSubject = (data: Record<string, unknown>) => (typeof data.applicantId === 'string' ? data.applicantId : null);

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const orphanApplicationEvents = defineEvents({
  // on orphan-applicant-{sha256(email)}: a CV sent to a job without an account. guestId is the
  // visitor token it came with: only that visitor may later make the account that keeps it.
  // (The application itself is an ApplicationSubmitted with seekerId = applicantId.)
  OrphanApplicationSubmitted: event(
    z.object({
      applicantId: z.string(),
      jobId: z.string(),
      recruiterId: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      guestId: z.string().nullable(),
      resume: z.object({ id: z.string(), name: z.string(), kind: z.string(), size: z.number() }),
      appliedAt: z.string(),
    }),
    { personal: ['email', 'first_name', 'last_name'], subject: applicantSubject },
  ),
  // the applicant made an account (seekerId): the applications to jobIds were carried over to it
  OrphanApplicantRegistered: event(z.object({ applicantId: z.string(), seekerId: z.string(), jobIds: z.array(z.string()), registeredAt: z.string() }), { subject: applicantSubject }),
  // the applicant made no account within the retention period after their last application
  // (lastAppliedAt): their key is destroyed and their CVs removed, so the log keeps that the
  // applications to jobIds were sent, not by whom
  OrphanApplicantErased: event(z.object({ applicantId: z.string(), jobIds: z.array(z.string()), lastAppliedAt: z.string(), erasedAt: z.string() }), { subject: applicantSubject }),
  // on application-{jobId}-{seekerId}: an application made without an account (applicantId), now the
  // seeker's own; the pair counts as applied since appliedAt
  ApplicationCarriedOver: event(z.object({ ...pairFields, applicantId: z.string(), appliedAt: z.string(), carriedAt: z.string() }), { subject: seekerSubject }),
});

export type OrphanApplicationEvent = EventOf<typeof orphanApplicationEvents>;
