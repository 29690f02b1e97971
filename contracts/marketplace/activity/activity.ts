import { z } from 'zod';
import { userDataSchema } from '../../identity/users/user';
import { jobListItemSchema } from '../jobs/job';
import { orphanApplicantSchema } from '../orphan-applications/orphan';

// Free applications a seeker may send per calendar month (UTC); Pro seekers have no limit.
export const FREE_APPLIES_PER_MONTH = 20;

export const seekerActivityViews = ['myApplications', 'jobsSuggestion', 'matchesCan'] as const;
export const recruiterActivityViews = ['myCandidates', 'applicants', 'matchesRec'] as const;
export const activityViewSchema = z.enum([...seekerActivityViews, ...recruiterActivityViews]);
export type ActivityView = z.infer<typeof activityViewSchema>;

export const activityFlagsSchema = z.object({
  hasJobsSuggestion: z.boolean(),
  hasMatchesCan: z.boolean(),
  hasApplicants: z.boolean(),
  hasMatchesRec: z.boolean(),
});
export type ActivityFlags = z.infer<typeof activityFlagsSchema>;
export const noActivityFlags: ActivityFlags = { hasJobsSuggestion: false, hasMatchesCan: false, hasApplicants: false, hasMatchesRec: false };

// The list whose badge dot each flag is.
export const flagOfView = {
  jobsSuggestion: 'hasJobsSuggestion',
  matchesCan: 'hasMatchesCan',
  applicants: 'hasApplicants',
  matchesRec: 'hasMatchesRec',
} as const satisfies Partial<Record<ActivityView, keyof ActivityFlags>>;

// A person as a card shows them to the other side: the account minus what is private. Fields the
// profile gains later come along by themselves.
export const profileCardSchema = userDataSchema.omit({
  email: true,
  phone: true,
  noPhone: true,
  isAdmin: true,
  isJHAdmin: true,
  isJHUser: true,
  isActiveJHUser: true,
  isCSManager: true,
  isCAdmin: true,
  partner: true,
  proEndDate: true,
  contactCredit: true,
  promoteCredit: true,
  joblimit: true,
  verified: true,
  visibleSearchEngines: true,
  // the owner's own: contact address, Activity badge dots, what an upload suggested
  emailts: true,
  hasJobsSuggestion: true,
  hasMatchesCan: true,
  hasApplicants: true,
  hasMatchesRec: true,
  suggestedTags: true,
  excludedByAdmin: true,
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

// Contact details the other side may see: after a match both are uncovered.
export const contactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

// Where an application stands, as its seeker and recruiter see it; the web words it ('Applied
// {date}', 'Connect Sent', 'Matched').
export const applicationStatusSchema = z.enum(['applied', 'viewed', 'connectSent', 'matched', 'jobClosed']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationStateSchema = z.object({
  matchId: z.string(),
  jobId: z.string(),
  seekerId: z.string(),
  recruiterId: z.string(),
  appliedAt: z.string().nullable(),
  connectedAt: z.string().nullable(),
  matchedAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  jobStatus: z.string(),
  status: applicationStatusSchema,
});
export type ApplicationState = z.infer<typeof applicationStateSchema>;

// One activity row: a job row for the seeker's lists, a profile card for the recruiter's.
export const activityItemSchema = applicationStateSchema.extend({
  job: jobListItemSchema.nullable(),
  profile: profileCardSchema.nullable(),
  contact: contactSchema.nullable(),
  // recruiters' lists: the applicant sent a CV without an account (or before making one)
  orphan: orphanApplicantSchema.optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
