import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { storedReviewFieldsSchema } from './review';

const at = z.string();

// Stored events of company-{id}, company-name-{sha256(name key)} and company-review-{id}. Who acted
// is in the metadata; a review keeps its author's id for the rules (no one marks their own review
// helpful), never shown.
export const companyEvents = defineEvents({
  CompanyAdded: event(z.object({ companyId: z.string(), name: z.string(), url: z.string().nullable(), addedAt: at })),
  // the name's reservation: appended with the company, all or nothing
  CompanyNameReserved: event(z.object({ companyId: z.string(), name: z.string(), reservedAt: at })),
  // type: current, former or interview
  ReviewAdded: event(z.object({ reviewId: z.string(), companyId: z.string(), authorId: z.string(), type: z.string(), review: storedReviewFieldsSchema, addedAt: at })),
  ReviewMarkedHelpful: event(z.object({ reviewId: z.string(), companyId: z.string(), userId: z.string(), markedAt: at })),
});

export type CompanyEvent = EventOf<typeof companyEvents>;
