import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// The sitemap's words: one row (id 'site') once an admin saved them.
export type SitemapWordsTable = {
  id: string;
  words: ColumnType<string[], string, string>;
  saved_by: string | null;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

export type SitemapTables = { sitemap_words: SitemapWordsTable };
