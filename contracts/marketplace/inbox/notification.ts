import { z } from 'zod';

// An inbox entry as its receiver reads it.
export const notificationKindSchema = z.enum(['applicant', 'connect', 'match']);
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
  createdAt: z.string(),
  readAt: z.string().nullable(),
  position: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
