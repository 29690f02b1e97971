import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const recruiterContactsEvents = defineEvents({
  // on recruiter-contacts: one address once; a later add of the same address merges into it
  RecruiterContactsAdded: event(z.object({ contacts: z.array(z.object({ email: z.string(), name: z.string().nullable(), company: z.string().nullable() })), source: z.enum(['add', 'csv']), addedAt: at })),
  RecruiterContactRemoved: event(z.object({ email: z.string(), removedAt: at })),
});

export type RecruiterContactsEvent = EventOf<typeof recruiterContactsEvents>;
