import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const inboxEvents = defineEvents({
  // on inbox-{userId}. all: every notification up to this event; otherwise the ids listed
  NotificationsRead: event(z.object({ userId: z.string(), ids: z.array(z.string()), all: z.boolean(), readAt: z.string() })),
});

export type InboxEvent = EventOf<typeof inboxEvents>;
