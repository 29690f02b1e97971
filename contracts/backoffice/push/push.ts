import { z } from 'zod';
import { say } from '../../core/messages';
import { pushMessages as m } from './messages';

// The limits of a push (back-office spec §9 leaves them open): what a phone's notification shows
// without cutting it.
export const PUSH_TITLE_MAX = 60;
export const PUSH_MESSAGE_MAX = 240;
export const PUSH_LOCATION_MAX = 100;
// people picked by hand; a query reaches at most PUSH_MAX_RECIPIENTS
export const PUSH_MAX_PICKED = 200;
export const PUSH_MAX_RECIPIENTS = 50_000;

export const pushRoles = ['all', 'seeker', 'recruiter'] as const;

// Whom a push goes to when no one is picked: seekers or recruiters (or both), narrowed to Pro
// members, journey users and a place (any part of the profile's location) when asked.
export const pushQuerySchema = z
  .object({
    role: z.enum(pushRoles).default('all'),
    pro: z.boolean().default(false),
    journeyUsers: z.boolean().default(false),
    location: z.string().trim().max(PUSH_LOCATION_MAX, say(m.PushLocationLength, { maximum: PUSH_LOCATION_MAX })).default(''),
  })
  .strict();
export type PushQuery = z.output<typeof pushQuerySchema>;
export const everyoneQuery: PushQuery = { role: 'all', pro: false, journeyUsers: false, location: '' };

export const pushTextSchema = {
  messageTitle: z.string().trim().min(1, say(m.PushTitleLength, { maximum: PUSH_TITLE_MAX })).max(PUSH_TITLE_MAX, say(m.PushTitleLength, { maximum: PUSH_TITLE_MAX })),
  message: z.string().trim().min(1, say(m.PushMessageLength, { maximum: PUSH_MESSAGE_MAX })).max(PUSH_MESSAGE_MAX, say(m.PushMessageLength, { maximum: PUSH_MESSAGE_MAX })),
};

export const pushSendSchema = z
  .object({
    ...pushTextSchema,
    query: pushQuerySchema.default(everyoneQuery),
    // the people picked (user ids): when any, the push goes to them and the query is not used
    registeredUsers: z
      .array(z.string().trim().min(1).max(200))
      .max(PUSH_MAX_PICKED, say(m.PushPickedCount, { maximum: PUSH_MAX_PICKED }))
      .default([]),
  })
  .strict();
export type PushSend = z.output<typeof pushSendSchema>;

const base64url = (min: number, max: number) => z.string().regex(/^[A-Za-z0-9_-]+=*$/, m.PushKeysInvalid).min(min, m.PushKeysInvalid).max(max, m.PushKeysInvalid);

// A browser's push subscription (PushSubscription.toJSON()): where its push service takes messages
// for it, and the keys they are encrypted with.
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000, m.PushEndpointInvalid)
    .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:', m.PushEndpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

// What the service worker receives and shows.
export type PushPayload = { title: string; body: string; pushId: string; url: string };

// A history entry: a push sent (with how many people it went to) or kept without sending.
export const pushHistoryEntrySchema = z.object({
  _id: z.string(),
  messageTitle: z.string(),
  message: z.string(),
  query: pushQuerySchema,
  registeredUsers: z.array(z.string()),
  recipients: z.number(),
  status: z.enum(['sent', 'saved']),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type PushHistoryEntry = z.infer<typeof pushHistoryEntrySchema>;
