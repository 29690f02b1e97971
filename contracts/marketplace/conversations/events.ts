import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { pairFields } from '../activity/events';

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const conversationEvents = defineEvents({
  // on conversation-{jobId}-{seekerId}: a message between the two matched people; its text is the sender's
  MessageSent: event(z.object({ ...pairFields, messageId: z.string(), senderId: z.string(), text: z.string(), sentAt: z.string() }), {
    personal: ['text'],
    subject: (data) => (typeof data.senderId === 'string' ? data.senderId : null),
  }),
  // on inbox-{userId} (contracts/marketplace/inbox): the reader's unread count of the pair's conversation went to zero
  ConversationRead: event(z.object({ ...pairFields, userId: z.string(), readAt: z.string() })),
  // on block-{userId}: the blocked person can no longer message them; a report is seen by staff
  UserBlocked: event(z.object({ userId: z.string(), blockedUserId: z.string(), report: z.boolean(), reason: z.string().nullable(), blockedAt: z.string() }), {
    personal: ['reason'],
  }),
});

export type ConversationEvent = EventOf<typeof conversationEvents>;
