// Stream ids of the sitemap feature are built only here.

// The sitemap's words: one list for the site, so a save replaces it whole.
export const SITEMAP_WORDS_STREAM_PREFIX = 'sitemap-words-';
export const sitemapWordsStreamId = (): string => `${SITEMAP_WORDS_STREAM_PREFIX}site`;
