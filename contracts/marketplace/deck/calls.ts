import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { DECK_MAX, deckCardSchema, deckTypeSchema } from './deck';

const id = z.string().trim().min(1).max(200);

export const deckCalls = defineCalls({
  getSwipeDeck: {
    kind: 'query',
    access: 'authed',
    summary:
      `The next cards of the swipe deck (at most ${DECK_MAX}): active jobs for seekers, visible seeker profiles for recruiters (ranked against jobId, by default their newest active job). ` +
      'Promoted first, then matching tags, seniority, distance (within radius km when given) and recency. Applied, connected, matched and skipped items never come back.',
    input: z.object({
      histogramType: deckTypeSchema.optional(),
      jobId: id.optional(),
      radius: z.number().positive().max(20000).optional(),
      limit: z.number().int().min(1).max(DECK_MAX).default(5),
    }),
    output: z.object({ cards: z.array(deckCardSchema), jobId: z.string().nullable() }),
  },
  skipSuggestion: {
    kind: 'command',
    access: 'authed',
    summary: 'Swipe left: the card leaves the deck for good (undoSkip brings back the last one).',
    input: z.object({ objectId: id, histogramType: deckTypeSchema }),
    output: z.object({ skipped: z.boolean() }),
  },
  undoSkip: {
    kind: 'command',
    access: 'authed',
    summary: 'Brings back the last skipped card.',
    input: z.object({}).default({}),
    output: z.object({ objectId: z.string(), histogramType: deckTypeSchema }),
  },
});
