import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { paymentLinkSubject } from './ids';

const subject = (data: Record<string, unknown>) => (typeof data.linkId === 'string' ? paymentLinkSubject(data.linkId) : null);

// Stored events of paylink-{linkId} (lenient: what was true when written). Who made the link is the
// creation's actor; the payment has no actor (the payer is on the provider's page).
export const paymentLinkEvents = defineEvents({
  PaymentLinkCreated: event(
    z.object({
      linkId: z.string(),
      transType: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      amount: z.number(),
      currency: z.string(),
      plan: z.string(),
      months: z.number(),
      description: z.string(),
      provider: z.string(),
      url: z.string(),
      createdAt: z.string(),
    }),
    { personal: ['email', 'firstName', 'lastName', 'phone'], subject },
  ),
  // the payer paid: userId is the account found (or created) for the link's email, now a journey client
  PaymentLinkPaid: event(
    z.object({
      linkId: z.string(),
      userId: z.string(),
      accountCreated: z.boolean(),
      amount: z.number(),
      currency: z.string(),
      plan: z.string(),
      months: z.number(),
      provider: z.string(),
      cardLast4: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string(),
    }),
    { subject },
  ),
});

export type PaymentLinkEvent = EventOf<typeof paymentLinkEvents>;
