import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const deckEvents = defineEvents({
  // on deck-{userId}: a left swipe, and taking the last one back
  SuggestionSkipped: event(z.object({ userId: z.string(), objectId: z.string(), histogramType: z.string(), skippedAt: z.string() })),
  SkipUndone: event(z.object({ userId: z.string(), objectId: z.string(), histogramType: z.string(), undoneAt: z.string() })),
});

export type DeckEvent = EventOf<typeof deckEvents>;
