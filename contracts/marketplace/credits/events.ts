import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of the credit ledger (stream credits-{userId}); lenient: what was true when
// written. Every movement carries the balance it left, so a read model sets the balance instead of
// adding to it and a replay changes nothing.
const kind = z.enum(['contact', 'promote']);

export const creditEvents = defineEvents({
  CreditsGranted: event(
    z.object({
      userId: z.string(),
      kind,
      amount: z.number(),
      balance: z.number(),
      // pro-purchase, pro-monthly, admin
      reason: z.string(),
      // the administrator who granted them, or the buyer; null for a scheduled grant
      grantedBy: z.string().nullable(),
      // a grant with a key is made at most once (a scheduled monthly grant that runs twice)
      grantKey: z.string().nullable(),
      paymentId: z.string().nullable(),
      note: z.string().nullable(),
      grantedAt: z.string(),
    }),
  ),
  CreditsWithdrawn: event(
    z.object({
      userId: z.string(),
      kind,
      amount: z.number(),
      balance: z.number(),
      reason: z.string(),
      withdrawnBy: z.string(),
      note: z.string().nullable(),
      withdrawnAt: z.string(),
    }),
  ),
  CreditUsed: event(
    z.object({
      userId: z.string(),
      kind,
      objectType: z.string(),
      objectId: z.string(),
      balance: z.number(),
      // contact-unlocked, object-promoted
      reason: z.string(),
      usedAt: z.string(),
    }),
  ),
  ObjectPromoted: event(
    z.object({ userId: z.string(), promotionId: z.string(), objectType: z.string(), objectId: z.string(), promotedAt: z.string(), expiresAt: z.string() }),
  ),
  PromotionExpired: event(z.object({ userId: z.string(), promotionId: z.string(), objectType: z.string(), objectId: z.string(), expiredAt: z.string() })),
});

export type CreditEvent = EventOf<typeof creditEvents>;
