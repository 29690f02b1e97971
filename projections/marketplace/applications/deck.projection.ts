import { sql } from 'kysely';
import { defineProjection, type Db } from '../../core/projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('deck_skip')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('histogram_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('skipped_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_skip_pk', ['user_id', 'histogram_type', 'object_id'])
    .execute();
};

// The skips the deck leaves out. Written in log order, so a skip taken back is simply removed.
export const deckProjection = defineProjection({
  name: 'deck',
  version: 1,
  tables: ['deck_skip'],
  createTables,
  handlers: {
    SuggestionSkipped: async (db, event) => {
      const { userId, histogramType, objectId, skippedAt } = event.data;
      await db
        .insertInto('deck_skip')
        .values({ user_id: userId, histogram_type: histogramType, object_id: objectId, skipped_at: skippedAt, last_position: event.position })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'histogram_type', 'object_id'])
            .doUpdateSet({ skipped_at: skippedAt, last_position: event.position })
            .where(sql<boolean>`deck_skip.last_position < ${event.position}::numeric`),
        )
        .execute();
    },
    SkipUndone: async (db, event) => {
      const { userId, histogramType, objectId } = event.data;
      await db
        .deleteFrom('deck_skip')
        .where('user_id', '=', userId)
        .where('histogram_type', '=', histogramType)
        .where('object_id', '=', objectId)
        .where(sql<boolean>`last_position < ${event.position}::numeric`)
        .execute();
    },
    AccountDeleted: async (db, event) => {
      await db.deleteFrom('deck_skip').where('user_id', '=', event.data.userId).execute();
    },
  },
});
