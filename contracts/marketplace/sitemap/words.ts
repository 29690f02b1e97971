import { z } from 'zod';
import { say } from '../../core/messages';
import { sitemapMessages as m } from './messages';

export const SITEMAP_WORDS = { max: 500, length: 60 } as const;

// As the back-office's list editors keep values: trimmed, lowercased, each once, in the order
// first given; empty entries dropped.
export const normalizeWords = (words: readonly string[]): string[] => [...new Set(words.map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];

export const sitemapWordsSchema = z
  .array(z.string().max(SITEMAP_WORDS.length * 4, say(m.WordLength, { max: SITEMAP_WORDS.length })))
  .transform(normalizeWords)
  .refine((words) => words.every((w) => w.length <= SITEMAP_WORDS.length), say(m.WordLength, { max: SITEMAP_WORDS.length }))
  .refine((words) => words.length <= SITEMAP_WORDS.max, say(m.WordsCount, { max: SITEMAP_WORDS.max }));
