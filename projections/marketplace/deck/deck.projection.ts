import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('deck_skip')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('histogram_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('skipped_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('deck_skip_pk', ['user_id', 'histogram_type', 'object_id'])
    .execute();
};

const keyOf = (event: DecodedEvent<'SuggestionSkipped' | 'SkipUndone'>) => [event.data.userId, event.data.histogramType, event.data.objectId];

// The skips the deck leaves out. Written in log order, so a skip taken back is simply removed.
export const deckProjection = rowProjection({
  name: 'deck',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'deck_skip',
      key: ['user_id', 'histogram_type', 'object_id'],
      on: {
        SuggestionSkipped: ({ data }) => ({ upsert: { user_id: data.userId, histogram_type: data.histogramType, object_id: data.objectId, skipped_at: data.skippedAt } }),
        SkipUndone: (event) => ({ remove: keyOf(event) }),
        AccountDeleted: (event) => ({ eraseWhere: { user_id: event.data.userId } }),
      },
    }),
  ],
});
