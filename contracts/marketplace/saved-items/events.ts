import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of saved-items-{userId}. itemType is a plain string: a kind retired later still reads.
export const savedItemEvents = defineEvents({
  ItemSaved: event(z.object({ userId: z.string(), itemId: z.string(), itemType: z.string(), savedAt: z.string() })),
  ItemUnsaved: event(z.object({ userId: z.string(), itemId: z.string(), unsavedAt: z.string() })),
});

export type SavedItemEvent = EventOf<typeof savedItemEvents>;
