import { z } from 'zod';
import { defineCalls } from '../../core/call';
import {
  activityFlagsSchema,
  activityItemSchema,
  activityViewSchema,
  applicationStateSchema,
  FREE_APPLIES_PER_MONTH,
} from './activity';
import { uploadedFileSchema } from '../../core/uploads';
import { emailSchema, nameSchema, passwordSchema, userDataSchema } from '../../identity/users/user';
import { orphanResumeFile } from './orphan';

const id = z.string().trim().min(1).max(200);

export const applicationCalls = defineCalls({
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
      // whom this call mailed
      mailRecieverData: z.array(z.object({ userId: z.string(), name: z.string(), role: z.enum(['seeker', 'recruiter']) })),
      // something new happened: the client shows 'application sent' / 'suggestion sent'
      showNotification: z.boolean(),
      message: z.string().optional(),
    }),
  },
  applyOrphan: {
    kind: 'command',
    access: 'guest',
    multipart: true,
    upload: { files: { file: orphanResumeFile } },
    rateLimit: 'guestWrite',
    summary:
      'A visitor without an account applies to an active job with their CV (pdf, doc or docx by content, at most 500 KB), email and name: the recruiter sees them among the applicants with the CV and email, and gets a mail. ' +
      'The same email applying to the same job again changes nothing (alreadyApplied). Signed-in seekers apply with applyHistObject.',
    // the file first: it is the field uploads are checked under
    input: z.object({ file: uploadedFileSchema, email: emailSchema, first_name: nameSchema, last_name: nameSchema, jobId: id }),
    output: z.object({ alreadyApplied: z.boolean(), appliedAt: z.string(), message: z.string() }),
  },
  setPasswordOrphan: {
    kind: 'command',
    access: 'guest',
    rateLimit: 'authMail',
    summary:
      'After applying without an account: creates the account for that email (as register does, a confirmation link is mailed) and signs it in. ' +
      'The applications this visitor made with that email become the new seeker\'s (My Applications). An email that already has an account gets EmailTaken and nothing is created.',
    input: z.object({ email: emailSchema, first_name: nameSchema, last_name: nameSchema, password: passwordSchema }),
    output: z.object({ message: z.string(), token: z.string(), user: userDataSchema, applications: z.number() }),
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
