import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of payments (stream payment-{paymentId}) and of the Pro plan (stream pro-{userId});
// lenient: what was true when written. No card data is ever stored: only the last four digits.
export const paymentEvents = defineEvents({
  PaymentStarted: event(
    z.object({
      paymentId: z.string(),
      userId: z.string(),
      method: z.string(),
      months: z.number(),
      amount: z.number(),
      currency: z.string(),
      provider: z.string(),
      startedAt: z.string(),
    }),
  ),
  PaymentSucceeded: event(z.object({ paymentId: z.string(), userId: z.string(), amount: z.number(), currency: z.string(), cardLast4: z.string().nullable(), paidAt: z.string() })),
  PaymentFailed: event(z.object({ paymentId: z.string(), userId: z.string(), reason: z.string(), cardLast4: z.string().nullable(), failedAt: z.string() })),
  PaymentCancelled: event(z.object({ paymentId: z.string(), userId: z.string(), cancelledAt: z.string() })),
  ProPlanExtended: event(
    z.object({
      userId: z.string(),
      months: z.number(),
      // the plan now runs until `until`; it was extended from `from` (the later of now or the old end)
      from: z.string(),
      until: z.string(),
      // purchase, admin
      reason: z.string(),
      paymentId: z.string().nullable(),
      extendedBy: z.string().nullable(),
      extendedAt: z.string(),
    }),
  ),
  // an admin set the plan's end by hand (users screen): until null ends the plan now; the admin is
  // the event's actor and setBy
  ProEndDateSet: event(z.object({ userId: z.string(), from: z.string().nullable(), until: z.string().nullable(), setBy: z.string().nullable(), setAt: z.string() })),
  ProPlanEnded: event(z.object({ userId: z.string(), endDate: z.string(), endedAt: z.string() })),
  // a Pro perk: the user's searches are not attributed to them while it is on and the plan runs
  AnonymousSearchSet: event(z.object({ userId: z.string(), anonymous: z.boolean(), setAt: z.string() })),
});

export type PaymentEvent = EventOf<typeof paymentEvents>;
