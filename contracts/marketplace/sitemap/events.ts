import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events: what was true when written. On sitemap-words-site: the whole list after a save
// (who saved it is in the metadata).
export const sitemapEvents = defineEvents({
  SitemapWordsSaved: event(z.object({ words: z.array(z.string()), savedAt: z.string() })),
});

export type SitemapEvent = EventOf<typeof sitemapEvents>;
