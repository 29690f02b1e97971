import { defineMessages } from '../../core/messages';

// What the sitemap words' rules and answers say, by code.
export const sitemapMessages = defineMessages({
  WordLength: 'A word or phrase has 1 to {{max}} characters',
  WordsCount: 'Keep at most {{max}} words',
  SitemapWordsSaved: 'The sitemap words are saved',
});
