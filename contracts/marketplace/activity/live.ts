import { z } from 'zod';
import { activityFlagsSchema, activityViewSchema, contactSchema } from './activity';

// To each of the two people, in their own room: what the match dialog shows about the other.
export const matchMadeMessage = z.object({
  matchId: z.string(),
  jobId: z.string(),
  seekerId: z.string(),
  recruiterId: z.string(),
  matchedAt: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  other: z.object({ userId: z.string(), name: z.string().nullable() }).extend(contactSchema.shape),
  position: z.string(),
});
export type MatchMadeMessage = z.infer<typeof matchMadeMessage>;

// To the user whose activity lists changed: which lists to refetch, and the badge dots as they are now.
export const activityChangedMessage = z.object({
  userId: z.string(),
  views: z.array(activityViewSchema),
  flags: activityFlagsSchema,
  position: z.string(),
});
export type ActivityChangedMessage = z.infer<typeof activityChangedMessage>;
