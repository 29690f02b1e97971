import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const query = z.object({ role: z.string(), pro: z.boolean(), journeyUsers: z.boolean(), location: z.string() });

// Stored events of push-notification-{pushId} (lenient: what was true when written). Who sent is
// the actor. recipients: the user ids the push went to, resolved when it was sent; each gets it in
// their inbox and on every device that allowed notifications.
export const pushEvents = defineEvents({
  PushNotificationSent: event(
    z.object({ pushId: z.string(), messageTitle: z.string(), message: z.string(), query, registeredUsers: z.array(z.string()), recipients: z.array(z.string()), test: z.boolean(), sentAt: z.string() }),
  ),
  // composed and kept in the history without sending (addPushNotificaitonHistory)
  PushNotificationSaved: event(z.object({ pushId: z.string(), messageTitle: z.string(), message: z.string(), query, registeredUsers: z.array(z.string()), savedAt: z.string() })),
  PushHistoryEntryRemoved: event(z.object({ pushId: z.string(), removedAt: z.string() })),
});

export type PushEvent = EventOf<typeof pushEvents>;
