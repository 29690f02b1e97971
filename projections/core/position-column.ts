import { sql, type CreateTableBuilder, type RawBuilder } from 'kysely';
import type { Position } from '../../contracts/core/position';

// Every read-model row keeps the log position of the event that last wrote it, and a write lands
// only on a row an earlier event wrote: a replayed event changes nothing.
export const POSITION_COLUMN = 'last_position';

export const addPositionColumn = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn(POSITION_COLUMN, sql`numeric(40, 0)`, (c) => c.notNull());

// The guard in SQL: the row (of `table`, where a statement names two rows, as an upsert does) was
// written before `position`, an event's or another expression such as excluded.last_position.
export const writtenBefore = (position: Position | RawBuilder<unknown>, table?: string): RawBuilder<boolean> => {
  const column = table ? sql`${sql.table(table)}.${sql.ref(POSITION_COLUMN)}` : sql.ref(POSITION_COLUMN);
  return typeof position === 'string' ? sql<boolean>`${column} < ${position}::numeric` : sql<boolean>`${column} < ${position}`;
};

// The same guard in memory, for batch forms that fold rows before writing them.
export const isOlder = (row: { last_position: unknown }, position: Position): boolean => BigInt(String(row.last_position)) < BigInt(position);
