import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { PUSH_MESSAGE_MAX, PUSH_TITLE_MAX, pushHistoryEntrySchema, pushSendSchema, pushSubscriptionSchema, pushTextSchema } from './push';

// entry: the push as the history now lists it (none for a test)
const sentAnswer = z.object({ pushId: z.string(), recipients: z.number(), devices: z.number(), entry: pushHistoryEntrySchema.nullable(), ...saidFields });

// Push notifications (/sendpushnotifications, back-office spec §2, §7): admins send, everyone signed
// in may let their browser receive them.
export const pushCalls = defineCalls({
  getPushPublicKey: {
    kind: 'query',
    access: 'authed',
    summary: "The server's VAPID public key (base64url) a browser subscribes with (PushManager.subscribe's applicationServerKey).",
    input: z.object({}).strict().default({}),
    output: z.object({ publicKey: z.string() }),
  },
  savePushSubscription: {
    kind: 'command',
    access: 'authed',
    summary: "Keep this browser's push subscription (PushSubscription.toJSON()) for the caller: pushes sent to them reach it. Saving one again moves it to the caller.",
    input: z.object({ subscription: pushSubscriptionSchema }).strict(),
    output: z.object({ saved: z.boolean() }),
  },
  removePushSubscription: {
    kind: 'command',
    access: 'authed',
    summary: "Forget one of the caller's browsers (its endpoint): pushes no longer reach it. removed says whether it was kept.",
    input: z.object({ endpoint: z.string().max(1000) }).strict(),
    output: z.object({ removed: z.boolean() }),
  },
  findPushRecipients: {
    kind: 'query',
    access: 'admin',
    summary: 'People to pick for a push: accounts whose email or name holds the search (2 characters or more), at most 20.',
    input: z.object({ search: z.string().trim().min(2).max(100) }).strict(),
    output: z.object({ users: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })) }),
  },
  sendPushNotifications: {
    kind: 'command',
    access: 'admin',
    summary:
      `Send a push: messageTitle (1 to ${PUSH_TITLE_MAX} characters) and message (1 to ${PUSH_MESSAGE_MAX}) to the people picked (registeredUsers, user ids), or, when none is picked, to everyone the query matches ` +
      '(role all, seeker or recruiter; pro; journeyUsers; location: any part of the profile place). Excluded accounts get nothing. Each recipient finds it in their inbox (getNotifications) and on every browser that allowed notifications. ' +
      'Answers how many people it went to and how many of their devices take pushes; nobody matching is 409 PushNoRecipients. The push is kept in the history.',
    input: pushSendSchema,
    output: sentAnswer,
  },
  testPushNotification: {
    kind: 'command',
    access: 'admin',
    summary: "Send the push to yourself only (your inbox and your browsers), to see how it looks. Not kept in the history.",
    input: z.object(pushTextSchema).strict(),
    output: sentAnswer,
  },
  addPushNotificaitonHistory: {
    kind: 'command',
    access: 'admin',
    summary: 'Keep a composed push in the history without sending it (to send later). The same fields and rules as sendPushNotifications.',
    input: pushSendSchema,
    output: z.object({ entry: pushHistoryEntrySchema, ...saidFields }),
  },
  getPushNotificationHistory: {
    kind: 'query',
    access: 'admin',
    summary: 'The pushes sent and kept, newest first, paged: title, message, query or people picked, how many people a sent one went to, who and when.',
    input: z
      .object({ page: z.number().int().min(0).max(1000).default(0), pageSize: z.number().int().min(1).max(100).default(20) })
      .strict()
      .default({ page: 0, pageSize: 20 }),
    output: z.object({ list: z.array(pushHistoryEntrySchema), total: z.number() }),
  },
  removePushNotificationHisotry: {
    kind: 'command',
    access: 'admin',
    summary: 'Take a push out of the history (id: its _id). What was sent stays in the inboxes. 404 PushHistoryEntryNotFound for one not there.',
    input: z.object({ id: z.string().trim().min(1).max(200) }).strict(),
    output: z.object({ removed: z.string() }),
  },
});
