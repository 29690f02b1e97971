import { z } from 'zod';
import { notificationSchema } from './notification';

// A new inbox entry for its receiver.
export const notificationCreatedMessage = z.object({ notification: notificationSchema, position: z.string() });
export type NotificationCreatedMessage = z.infer<typeof notificationCreatedMessage>;
