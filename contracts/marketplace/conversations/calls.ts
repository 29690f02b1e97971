import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { conversationSchema, MESSAGE_MAX, messageSchema } from './conversation';
import { conversationMessages } from './messages';

const id = z.string().trim().min(1).max(200);

export const conversationCalls = defineCalls({
  sendMessage: {
    kind: 'command',
    access: 'authed',
    summary: "A message to the person you matched with (the match dialog's 'Say something nice!' is the first). Only the two matched people may write; not once either blocked the other.",
    input: z
      .object({
        matchId: id.optional(),
        jobId: id.optional(),
        seekerId: id.optional(),
        text: z.string().trim().min(1, conversationMessages.MessageEmpty).max(MESSAGE_MAX),
      })
      .refine((v) => v.matchId !== undefined || (v.jobId !== undefined && v.seekerId !== undefined), { message: conversationMessages.NameTheMatch, path: ['matchId'] }),
    output: z.object({ message: messageSchema }),
  },
  getConversations: {
    kind: 'query',
    access: 'authed',
    summary: 'My conversations, latest message first, with unread counts.',
    input: z.object({ page: z.number().int().min(0).max(1000).default(0), pageSize: z.number().int().min(1).max(100).default(30) }),
    output: z.object({ list: z.array(conversationSchema), unread: z.number() }),
  },
  getConversation: {
    kind: 'query',
    access: 'authed',
    summary: 'The messages of one conversation, newest first, paged.',
    input: z.object({ matchId: id, page: z.number().int().min(0).max(1000).default(0), pageSize: z.number().int().min(1).max(200).default(50) }),
    output: z.object({ list: z.array(messageSchema), total: z.number(), conversation: conversationSchema.nullable() }),
  },
  markConversationRead: {
    kind: 'command',
    access: 'authed',
    summary: 'I read this conversation: its unread count goes to zero.',
    input: z.object({ matchId: id }),
    output: z.object({ unread: z.number() }),
  },
  blockUser: {
    kind: 'command',
    access: 'authed',
    summary: 'Block someone from the thread (optionally reporting them): they can no longer message you.',
    // not `userId`: that names whom a call acts for
    input: z.object({ blockedUserId: id, report: z.boolean().default(false), reason: z.string().trim().max(1000).optional() }),
    output: z.object({ blocked: z.boolean() }),
  },
});
