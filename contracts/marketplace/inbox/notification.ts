import { z } from 'zod';

// An inbox entry as its receiver reads it.
// push: a push notification an admin sent (title and message)
export const notificationKindSchema = z.enum(['applicant', 'connect', 'match', 'push']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  matchId: z.string(),
  jobId: z.string(),
  seekerId: z.string(),
  recruiterId: z.string(),
  jobTitle: z.string().nullable(),
  // the person on the other side, as the receiver knows them
  otherUserId: z.string(),
  otherName: z.string().nullable(),
  // a push's own words
  title: z.string().optional(),
  message: z.string().optional(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  position: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
