import { z } from 'zod';
import { defineCalls } from '../../core/call';

// A place a job or profile may name (marketplace spec §3 Location). The built-in places carry their
// Hebrew name and index; the places of posted jobs carry the name they were posted with.
export const locationSchema = z.object({
  index: z.number().int().nullable(),
  name: z.string(),
  nameHe: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  // active jobs posted there (null for a built-in place no active job names)
  jobs: z.number().int().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

// how many tag words and job places the reads answer with at most
export const TAG_WORDS_MAX = 2000;
export const JOB_PLACES_MAX = 200;

export const placesCalls = defineCalls({
  getTagsData: {
    kind: 'query',
    access: 'anonymous',
    method: 'GET',
    summary: `The tag words of active jobs, the most used first (at most ${TAG_WORDS_MAX}), each in its most used spelling, for tag suggestions; the client keeps them for 7 days (GET, no body; POST answers the same).`,
    input: z.object({}).default({}),
    output: z.object({ tags: z.array(z.string()), updated: z.string() }),
  },
  getLocations: {
    kind: 'query',
    access: 'anonymous',
    method: 'GET',
    summary: `A plain list of places: the 16 built-in Israeli places first (the whole country, then Tel Aviv, Jerusalem, …), then the other places active jobs are posted at, the most jobs first (at most ${JOB_PLACES_MAX}) (GET, no body; POST answers the same).`,
    input: z.object({}).default({}),
    output: z.array(locationSchema),
  },
});
