import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import { increment } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('job_watch_day')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('watches', 'integer', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('job_watch_day_pk', ['job_id', 'day'])
    .execute();
  await db.schema
    .createTable('search_term_month')
    .ifNotExists()
    .addColumn('histogram_type', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('search_term_month_pk', ['histogram_type', 'month', 'term'])
    .execute();
};

// Counters: each event adds one to its day's (or month's) row, once (the position guard skips a
// replayed event).
export const cardStatsProjection = rowProjection({
  name: 'card_stats',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'job_watch_day',
      key: ['job_id', 'day'],
      on: {
        JobWatched: ({ data }) => ({ upsert: { job_id: data.jobId, day: data.watchedAt.slice(0, 10), watches: 1 }, set: { watches: increment(1) } }),
      },
    }),
    rowTable({
      table: 'search_term_month',
      key: ['histogram_type', 'month', 'term'],
      on: {
        SearchRecorded: ({ data }) => ({
          upsert: { histogram_type: data.histogramType, term: data.term, month: data.searchedAt.slice(0, 7), searches: 1 },
          set: { searches: increment(1) },
        }),
      },
    }),
  ],
});
