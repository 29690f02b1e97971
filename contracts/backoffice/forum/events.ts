import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
// who wrote a post: a signed-in person, or a visitor known by the id in their signed cookie
const author = z.object({ userId: z.string().nullable(), visitorId: z.string().nullable() });
// the topic's reply count and last reply after the event, as the topic's stream knows them
const replies = { replyCount: z.number(), lastReply: z.object({ at: z.string(), displayName: z.string() }).nullable() };

// Stored events of forum-topic-{topicId}. Who acted is in the metadata too.
export const forumEvents = defineEvents({
  ForumTopicAdded: event(z.object({ topicId: z.string(), title: z.string(), displayName: z.string(), content: z.string(), author, addedAt: at })),
  ForumTopicEdited: event(z.object({ topicId: z.string(), title: z.string(), displayName: z.string(), content: z.string(), editedAt: at })),
  ForumTopicDeleted: event(z.object({ topicId: z.string(), deletedAt: at })),
  ForumTopicPinned: event(z.object({ topicId: z.string(), sticky: z.boolean(), at })),
  ForumReplyAdded: event(z.object({ topicId: z.string(), replyId: z.string(), displayName: z.string(), content: z.string(), author, addedAt: at, ...replies })),
  ForumReplyEdited: event(z.object({ topicId: z.string(), replyId: z.string(), displayName: z.string(), content: z.string(), editedAt: at })),
  ForumReplyDeleted: event(z.object({ topicId: z.string(), replyId: z.string(), deletedAt: at, ...replies })),
});

export type ForumEvent = EventOf<typeof forumEvents>;
export type ForumAuthor = z.infer<typeof author>;
