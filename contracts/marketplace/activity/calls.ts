import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields } from '../../core/messages';
import {
  activityFlagsSchema,
  activityItemSchema,
  activityViewSchema,
  applicationStateSchema,
  FREE_APPLIES_PER_MONTH,
} from './activity';

const id = z.string().trim().min(1).max(200);

export const activityCalls = defineCalls({
  applyHistObject: {
    kind: 'command',
    access: 'authed',
    summary:
      `Seekers apply to a job (histogramType 'jobs', objectId = job id); recruiters connect to a seeker (histogramType 'resumes', objectId = seeker id) for one of their active jobs (jobId). ` +
      `Interest from both sides is a match (isMatch). A seeker who connects is switched to recruiter. Free seekers may apply ${FREE_APPLIES_PER_MONTH} times a month: past that limitReached is true and nothing is sent.`,
    input: z.object({
      type: z.string().max(40).optional(),
      objectId: id,
      jobId: id.optional(),
      histogramType: z.enum(['jobs', 'resumes']),
    }),
    output: z.object({
      limitReached: z.boolean(),
      // the caller's applications (seekers) or connects (recruiters), newest first
      applies: z.array(applicationStateSchema),
      isMatch: z.boolean(),
      matchId: z.string().optional(),
      // whom the mails about this decision go to (they are sent a moment after the answer)
      mailRecieverData: z.array(z.object({ userId: z.string(), name: z.string(), role: z.enum(['seeker', 'recruiter']) })),
      // something new happened: the client shows 'application sent' / 'suggestion sent'
      showNotification: z.boolean(),
      ...optionalSaidFields,
    }),
  },
  markApplicantViewed: {
    kind: 'command',
    access: 'recruiter',
    summary: 'The recruiter opened an applicant of one of their jobs: the seeker sees the application was viewed.',
    input: z.object({ jobId: id, seekerId: id }),
    output: z.object({ application: applicationStateSchema }),
  },
  getUserActivity: {
    kind: 'query',
    access: 'authed',
    summary:
      "Activity lists. Seekers: myApplications, jobsSuggestion (recruiters who connected), matchesCan. Recruiters: myCandidates (connects sent), applicants, matchesRec. Jobs that are not active hide their connects and matches; a seeker's own applications stay, marked jobClosed.",
    input: z.object({
      histogramSubType: activityViewSchema,
      lookingforwork: z.boolean().optional(),
      page: z.number().int().min(0).max(1000).default(0),
      pageSize: z.number().int().min(1).max(100).default(50),
    }),
    output: z.object({ list: z.array(activityItemSchema), total: z.number(), flags: activityFlagsSchema }),
  },
  markActivitySeen: {
    kind: 'command',
    access: 'authed',
    summary: 'Clears the badge dot of an activity list once it was seen.',
    input: z.object({ histogramSubType: activityViewSchema }),
    output: z.object({ flags: activityFlagsSchema }),
  },
});
