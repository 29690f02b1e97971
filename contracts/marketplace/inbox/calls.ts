import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { notificationSchema } from './notification';
import { coreMessages } from '../../core/messages';
import { inboxMessages } from './messages';

const positionSchema = z.string().regex(/^\d{1,40}$/, coreMessages.NotALogPosition);

export const inboxCalls = defineCalls({
  getNotifications: {
    kind: 'query',
    access: 'authed',
    summary: 'The inbox, newest first, paged, with the unread count. afterPosition gives only what came after a position a reconnecting client saw last.',
    input: z.object({
      page: z.number().int().min(0).max(1000).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
      afterPosition: positionSchema.optional(),
    }),
    output: z.object({ list: z.array(notificationSchema), unread: z.number(), total: z.number() }),
  },
  markNotificationsRead: {
    kind: 'command',
    access: 'authed',
    summary: 'Marks the listed notifications, or all of them, read.',
    input: z
      .object({ ids: z.array(z.string().min(1).max(400)).max(500).optional(), all: z.boolean().optional() })
      .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: inboxMessages.NameNotifications, path: ['ids'] }),
    output: z.object({ unread: z.number() }),
  },
});
