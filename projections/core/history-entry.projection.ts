import { sql } from 'kysely';
import type { EventDefinitions } from '../../contracts/core/events';
import { actorOf, historyStreamType, onBehalfOf, requestOf, type DescribedValues } from '../../contracts/core/history';
import { maxPosition, type Position } from '../../contracts/core/position';
import { eventRegistry, historyPrefixes, type DecodedEvent } from '../../contracts/events';
import { defineProjection, type Db, type ProjectionHandlers } from './projection';

// The history of every stream a feature declares in `history`: one row per described event (who
// changed what, when, from which request), keyed by its log position, so a replay adds nothing.

const definitions: EventDefinitions = eventRegistry;
const describedTypes = new Set(Object.keys(definitions).filter((type) => definitions[type]!.describe));

const createTables = async (db: Db) => {
  await db.schema
    .createTable('history_entry')
    .ifNotExists()
    .addColumn('position', sql`numeric(40, 0)`, (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('stream_position', 'integer', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('on_behalf_of', 'text')
    .addColumn('correlation_id', 'text')
    .addColumn('description_key', 'text', (c) => c.notNull())
    .addColumn('description_params', 'jsonb', (c) => c.notNull())
    .addColumn('remembered', 'jsonb', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('history_entry_stream_idx').ifNotExists().on('history_entry').columns(['stream_id', 'position']).execute();
  // an erased account is found among the entries by these
  await db.schema.createIndex('history_entry_actor_idx').ifNotExists().on('history_entry').column('actor').where('actor', 'is not', null).execute();
  await db.schema.createIndex('history_entry_on_behalf_of_idx').ifNotExists().on('history_entry').column('on_behalf_of').where('on_behalf_of', 'is not', null).execute();
};

type EntryRow = {
  position: Position;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  event_type: string;
  recorded_at: Date;
  actor: string | null;
  on_behalf_of: string | null;
  correlation_id: string | null;
  description_key: string;
  description_params: string;
  remembered: string;
  last_position: Position;
};

// The entry of one event, described against what the stream's earlier entries remembered; null for
// a stream kept out of history or an event that describes itself as bookkeeping.
function entryOf(event: DecodedEvent, earlier: DescribedValues): { row: EntryRow; remembered: DescribedValues } | null {
  const streamType = historyStreamType(event.streamId, historyPrefixes);
  const description = streamType === null ? null : (definitions[event.type]?.describe?.(event.data, earlier) ?? null);
  if (streamType === null || !description) return null;
  const remembered = { ...earlier, ...description.remember };
  const row: EntryRow = {
    position: event.position,
    stream_id: event.streamId,
    stream_type: streamType,
    stream_position: event.streamPosition,
    event_type: event.type,
    recorded_at: event.recordedAt,
    actor: actorOf(event.metadata),
    on_behalf_of: onBehalfOf(event.metadata),
    correlation_id: requestOf(event.metadata),
    description_key: description.key,
    description_params: JSON.stringify(description.params),
    remembered: JSON.stringify(remembered),
    last_position: event.position,
  };
  return { row, remembered };
}

// What each stream's entries before `position` remembered, by its last entry there. Entries at or
// after it (a replayed batch) are written again from the events, to the same values.
async function rememberedBefore(db: Db, streamIds: readonly string[], position: Position): Promise<Map<string, DescribedValues>> {
  if (!streamIds.length) return new Map();
  const { rows } = await sql<{ stream_id: string; remembered: DescribedValues }>`SELECT DISTINCT ON (stream_id) stream_id, remembered FROM history_entry
    WHERE stream_id = ANY(${[...streamIds]}::text[]) AND position < ${position}::numeric ORDER BY stream_id, position DESC`.execute(db);
  return new Map(rows.map((r) => [r.stream_id, r.remembered]));
}

// A deleted account is no longer named: its entries stay (the jobs' histories are not theirs
// alone), acted by no one known. Ids are all the entries keep of a person.
async function forget(db: Db, userIds: readonly string[], position: Position): Promise<void> {
  // a stream named by the person's own id (journey-{userId}) is about them: its entries go with them
  await db.deleteFrom('history_entry').where('stream_id', 'in', userIds.flatMap((id) => historyPrefixes.map((prefix) => `${prefix}${id}`))).execute();
  for (const column of ['actor', 'on_behalf_of'] as const)
    await db
      .updateTable('history_entry')
      .set({ [column]: null, last_position: sql<Position>`greatest(last_position, ${position}::numeric)` })
      .where(column, 'in', userIds)
      .execute();
}

const isHistoryEvent = (event: DecodedEvent): boolean => historyStreamType(event.streamId, historyPrefixes) !== null && describedTypes.has(event.type);

// One form for single events and batches: describe in log order in memory, insert once.
async function applyEntries(db: Db, events: readonly DecodedEvent[]): Promise<void> {
  const kept = events.filter(isHistoryEvent);
  const first = kept[0];
  const earlier = first ? await rememberedBefore(db, [...new Set(kept.map((e) => e.streamId))], first.position) : new Map<string, DescribedValues>();
  const rows: EntryRow[] = [];
  for (const event of kept) {
    const entry = entryOf(event, earlier.get(event.streamId) ?? {});
    if (!entry) continue;
    earlier.set(event.streamId, entry.remembered);
    rows.push(entry.row);
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('history_entry')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  // after the inserts, so an entry of the same batch is forgotten too
  const deleted = events.filter((e): e is DecodedEvent<'AccountDeleted'> => e.type === 'AccountDeleted');
  if (deleted.length) await forget(db, deleted.map((e) => e.data.userId), deleted.map((e) => e.position).reduce(maxPosition));
}

const handlers = Object.fromEntries([...describedTypes, 'AccountDeleted'].map((type) => [type, (db: Db, event: DecodedEvent) => applyEntries(db, [event])])) as ProjectionHandlers;

export const historyEntryProjection = defineProjection({
  name: 'history_entry',
  version: 1,
  tables: ['history_entry'],
  createTables,
  createIndexes,
  handlers,
  applyBatch: (db, events) => applyEntries(db, events),
  // it sends no live messages: the batch form serves live batches as well
  liveBatch: true,
  // a history is read later: its writes stay out of the transactions commands wait on
  lane: 'background',
});
