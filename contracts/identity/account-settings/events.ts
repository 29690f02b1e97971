import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored on the account's stream (user-{id}) beside identity's events; the addresses are the
// person's own, erased with the account.
export const accountSettingsEvents = defineEvents({
  // a link to confirm newEmail was asked for; it works until expiresAt, and only the newest one does
  EmailChangeRequested: event(z.object({ userId: z.string(), newEmail: z.string(), requestedAt: z.string(), expiresAt: z.string() }), { personal: ['newEmail'] }),
  // the link was opened: the account signs in with email from now on; previousEmail is told
  EmailChanged: event(z.object({ userId: z.string(), email: z.string(), previousEmail: z.string(), changedAt: z.string() }), { personal: ['email', 'previousEmail'] }),
});

export type AccountSettingsEvent = EventOf<typeof accountSettingsEvents>;
