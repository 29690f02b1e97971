import { z } from 'zod';

export const MESSAGE_MAX = 2000;

// A message as the thread shows it.
export const messageSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: z.string(),
  position: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  matchId: z.string(),
  jobId: z.string(),
  seekerId: z.string(),
  recruiterId: z.string(),
  jobTitle: z.string().nullable(),
  other: z.object({ userId: z.string(), name: z.string().nullable() }),
  lastMessage: z.object({ senderId: z.string(), text: z.string(), sentAt: z.string() }),
  unread: z.number(),
  // either of the two blocked the other: no more messages
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;
