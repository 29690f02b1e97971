import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const partner = z.enum(['first', 'second']);

// Stored events of the partner dashboards. A client's association with a partner, its approval,
// partner status and revenue split are on the client's journey (journey-{userId}), so the journey's
// history shows them; a partner's emails list and prepaid packages on partner-{partner}.
export const partnersEvents = defineEvents({
  // staff (or the client's sign-up source) made the journey client a partner's client; null ends it
  PartnerClientAssigned: event(z.object({ userId: z.string(), partner: partner.nullable(), assignedAt: z.string() })),
  PartnerClientApproved: event(z.object({ userId: z.string(), partner, approvedAt: z.string() })),
  PartnerClientUpdated: event(z.object({ userId: z.string(), status: z.string().optional(), originalTitle: z.string().optional(), updatedAt: z.string() })),
  // the second partner's revenue split, computed on the server: talentPart = totalPay − partnerPart
  PartnerSplitSet: event(z.object({ userId: z.string(), totalPay: z.number(), partnerPart: z.number(), talentPart: z.number(), setAt: z.string() })),
  PartnerTalentPaid: event(z.object({ userId: z.string(), paidAt: z.string() })),
  PartnerEmailsSet: event(z.object({ partner, emails: z.array(z.string()), setAt: z.string() })),
  PartnerQuotaAdded: event(z.object({ partner, count: z.number(), date: z.string(), addedAt: z.string() })),
});

export type PartnersEvent = EventOf<typeof partnersEvents>;
