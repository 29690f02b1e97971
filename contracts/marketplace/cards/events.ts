import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Neither event names the person: who opened a card or searched is only in the metadata every
// event carries (the actor), and nothing here is read back per person.
export const cardEvents = defineEvents({
  JobWatched: event(z.object({ jobId: z.string(), watchedAt: z.string() })),
  SearchRecorded: event(z.object({ histogramType: z.string(), term: z.string(), searchedAt: z.string() })),
});

export type CardEvent = EventOf<typeof cardEvents>;
