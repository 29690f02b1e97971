import { z } from 'zod';
import { jobListItemSchema } from '../jobs/job';
import { profileCardSchema } from '../activity/activity';

export const deckTypeSchema = z.enum(['jobs', 'resumes']);
export type DeckType = z.infer<typeof deckTypeSchema>;

// Cards a deck call hands out at most; the client asks again as the deck runs low.
export const DECK_MAX = 20;

// Why a card is in the deck: 'How you match' (seekers) or 'How your Job match' (recruiters).
export const matchReasonSchema = z.object({
  matchingTags: z.array(z.string()),
  seniority: z.object({ wanted: z.string().nullable(), offered: z.string().nullable(), same: z.boolean() }),
  distanceKm: z.number().nullable(),
  score: z.number(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const deckCardSchema = z.object({
  histogramType: deckTypeSchema,
  objectId: z.string(),
  promoted: z.boolean(),
  job: jobListItemSchema.nullable(),
  profile: profileCardSchema.nullable(),
  match: matchReasonSchema,
});
export type DeckCard = z.infer<typeof deckCardSchema>;
