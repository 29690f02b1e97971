import { sql, type Selectable } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import type { DeckSkipTable } from '../../../contracts/marketplace/deck/tables';
import { defineProjection, type Db } from '../../core/projection';
import { deleteKeyedRows, isOlder, keyOf, loadKeyedRows, upsertKeyedRows } from '../../core/rows';

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

type SkipEvent = DecodedEvent<'SuggestionSkipped' | 'SkipUndone'>;
// skipped_at: as the event says it, or as loaded
type SkipRow = Omit<Selectable<DeckSkipTable>, 'skipped_at'> & { skipped_at: string | Date };

const keys = ['user_id', 'histogram_type', 'object_id'] as const;
const idOf = (event: SkipEvent) => [event.data.userId, event.data.histogramType, event.data.objectId] as const;
const isSkipEvent = (event: DecodedEvent): event is SkipEvent => event.type === 'SuggestionSkipped' || event.type === 'SkipUndone';

const skipRow = (event: DecodedEvent<'SuggestionSkipped'>): SkipRow => {
  const { userId, histogramType, objectId, skippedAt } = event.data;
  return { user_id: userId, histogram_type: histogramType, object_id: objectId, skipped_at: skippedAt, last_position: event.position };
};

// The skips the deck leaves out. Written in log order, so a skip taken back is simply removed.
export const deckProjection = defineProjection({
  name: 'deck',
  version: 1,
  tables: ['deck_skip'],
  createTables,
  handlers: {
    SuggestionSkipped: async (db, event) => {
      const row = skipRow(event);
      await db
        .insertInto('deck_skip')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(keys)
            .doUpdateSet({ skipped_at: row.skipped_at, last_position: row.last_position })
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
  // Each skip touched by the batch is loaded once and followed in memory with the handlers' guards;
  // what is left is written, what went is deleted.
  async applyBatch(db, events) {
    const ids = new Map(events.filter(isSkipEvent).map((e) => [keyOf(idOf(e)), idOf(e)]));
    const rows = await loadKeyedRows<SkipRow>(db, 'deck_skip', keys, [...ids.values()]);
    const existed = new Set(rows.keys());
    const deletedUsers = new Set<string>();
    for (const event of events) {
      if (event.type === 'AccountDeleted') {
        deletedUsers.add(event.data.userId);
        for (const [key, row] of rows) if (row.user_id === event.data.userId) rows.delete(key);
        continue;
      }
      if (!isSkipEvent(event)) continue;
      const key = keyOf(idOf(event));
      const row = rows.get(key);
      if (row && !isOlder(row, event.position)) continue;
      if (event.type === 'SkipUndone') rows.delete(key);
      else rows.set(key, row ? { ...row, skipped_at: event.data.skippedAt, last_position: event.position } : skipRow(event));
    }
    if (deletedUsers.size) await db.deleteFrom('deck_skip').where('user_id', 'in', [...deletedUsers]).execute();
    await deleteKeyedRows(db, 'deck_skip', keys, [...existed].filter((key) => !rows.has(key)).map((key) => ids.get(key)!));
    await upsertKeyedRows(db, 'deck_skip', keys, [...rows.values()]);
  },
});
