import { sql } from 'kysely';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('saved_item')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_item_pk', ['user_id', 'item_id'])
    .$call(addPositionColumn)
    .execute();
};

// A person's list, the last saved first; the sweeps over an item (a deletion by moderation).
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS saved_item_user_idx ON saved_item (user_id, saved_at DESC, item_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS saved_item_item_idx ON saved_item (item_id)`.execute(db);
};

// What each person keeps saved. A job the site's administrators deleted and a deleted account (its
// own list and its resume in others' lists) leave; a job its owner closed or deleted stays, and
// the list shows it as no longer available.
export const savedItemProjection = rowProjection({
  name: 'saved_item',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'saved_item',
      key: ['user_id', 'item_id'],
      on: {
        ItemSaved: ({ data }) => ({ upsert: { user_id: data.userId, item_id: data.itemId, item_type: data.itemType, saved_at: data.savedAt } }),
        ItemUnsaved: ({ data }) => ({ remove: [data.userId, data.itemId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ user_id: data.userId }, { item_id: data.userId, item_type: 'profile' }] }),
        ReportedJobDeleted: ({ data }) => ({ eraseWhere: { item_id: data.jobId, item_type: 'job' } }),
      },
    }),
  ],
});
