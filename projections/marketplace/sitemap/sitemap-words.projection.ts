import { actorOf } from '../../../contracts/core/history';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('sitemap_words')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('words', 'jsonb', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// The sitemap's words as last saved: one row. Its position tells the sitemap's cache when to
// generate the file again.
export const sitemapWordsProjection = rowProjection({
  name: 'sitemap_words',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'sitemap_words',
      key: ['id'],
      json: ['words'],
      on: {
        SitemapWordsSaved: (event) => ({
          upsert: { id: 'site', words: event.data.words, saved_by: actorOf(event.metadata), saved_at: event.data.savedAt },
        }),
      },
    }),
  ],
});
