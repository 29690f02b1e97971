import { sitemapEvents, type SitemapEvent } from '../../../contracts/marketplace/sitemap/events';
import type { Decider } from '../../core/decider';

// What a save needs of sitemap-words-site: the words now.
export type SitemapWordsState = { words: readonly string[] };
export const initialSitemapWords: SitemapWordsState = { words: [] };

export const evolveSitemapWords = (_state: SitemapWordsState, event: SitemapEvent): SitemapWordsState => ({ words: event.data.words });

// words: already trimmed, lowercased and each once (the call's schema).
export type SaveSitemapWords = { type: 'Save'; words: readonly string[]; now: Date };

// A save that changes nothing records nothing.
function decide(c: SaveSitemapWords, state: SitemapWordsState): SitemapEvent[] {
  if (c.words.length === state.words.length && c.words.every((w, i) => w === state.words[i])) return [];
  return [{ type: 'SitemapWordsSaved', data: { words: [...c.words], savedAt: c.now.toISOString() } }];
}

export const sitemapWordsDecider: Decider<SitemapWordsState, SaveSitemapWords, SitemapEvent> = {
  events: sitemapEvents,
  initialState: initialSitemapWords,
  evolve: evolveSitemapWords,
  decide,
};
