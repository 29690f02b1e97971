import { z } from 'zod';

// Pushed to room journey:{userId} (the client and the staff who have the journey open) after a
// change to the journey is in the read model: who made it and what, so the other side refetches
// and says "Dana (your coach) updated your status".
export const journeyChangedMessage = z.object({
  userId: z.string(),
  position: z.string(),
  // the event type: JourneyStatusChanged, JourneyCommentAdded, …
  change: z.string(),
  by: z.object({ id: z.string(), name: z.string(), staff: z.boolean() }).nullable(),
});
export type JourneyChangedMessage = z.infer<typeof journeyChangedMessage>;

export const journeyLive = { 'journey.changed': journeyChangedMessage };

// What a staff socket sends to follow a journey it has open, and to stop.
export const JOURNEY_WATCH = 'journey.watch';
export const JOURNEY_UNWATCH = 'journey.unwatch';
