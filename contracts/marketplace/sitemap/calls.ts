import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields } from '../../core/messages';
import { SITEMAP_WORDS, sitemapWordsSchema } from './words';

export const sitemapWordsAnswer = z.object({
  words: z.array(z.string()),
  // who saved them last, and when; null before anyone did
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});

// The words the generated /sitemap.xml names a search page for (marketplace spec §9, back-office
// spec §7; their shapes are not shown there: these are ours).
export const sitemapCalls = defineCalls({
  getSitemapWords: {
    kind: 'query',
    access: 'admin',
    summary:
      'The keywords /sitemap.xml names a search page for (one jobs search and one resumes search per word, beside every active job and the landing categories), with when and by whom they were last saved.',
    input: z.object({}).strict().default({}),
    output: sitemapWordsAnswer,
  },
  saveSitemapWords: {
    kind: 'command',
    access: 'admin',
    summary: `Replace the keywords: { words }, each trimmed and lowercased, duplicates and empty ones dropped; at most ${SITEMAP_WORDS.max}, each at most ${SITEMAP_WORDS.length} characters. The sitemap is generated again at its next request. Answers the words as saved.`,
    input: z.object({ words: sitemapWordsSchema }).strict(),
    output: sitemapWordsAnswer.extend(optionalSaidFields),
  },
});
