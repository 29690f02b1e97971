import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Position } from '../../contracts/core/position';
import type { Database } from '../../contracts/database';
import type { DecodedEvent } from '../../contracts/events';
import { POSITION_COLUMN } from './position-column';
import type { Db, LiveOutbox } from './projection';

export type TableName = keyof Database & string;
type Loose<V> = V extends Date ? string | Date : V;
// A read-model row as a fold sees it: a time as an event says it (text) or as loaded (a Date). The
// position column is the row projection's own business.
export type RowOf<T extends TableName> = { [K in Exclude<keyof Selectable<Database[T]>, typeof POSITION_COLUMN> & string]: Loose<Selectable<Database[T]>[K]> };
export type Stored<R> = R & { last_position: Position };

// A counter moved by an amount: `col = col + n` in SQL, the same sum in memory.
export class Increment {
  constructor(readonly by: number) {}
}
export const increment = (by: number): Increment => new Increment(by);

export type Changes<R> = { [K in keyof R]?: R[K] | (R[K] extends number ? Increment : never) };

// The rows a sweep reaches: each column (or declared field) named equals the value, one of the
// values for a list, IS NULL for null. A list of these reaches the rows any of them reaches.
export type Where<R, F extends string = never> = { [K in keyof R]?: R[K] | readonly R[K][] } & { [K in F]?: string | readonly string[] };
export type Wheres<R, F extends string = never> = Where<R, F> | readonly Where<R, F>[];

// The values of a table's key columns, in the order the table declares them.
export type Key = readonly string[];

// What one event does to the rows of one table. All but `change` are written without reading the
// row first, one statement guarded by position each; `change` is the general evolve, for which the
// row is read. A write lands only on a row an earlier event wrote.
export type Touch<R, F extends string = never> =
  // a new row; a row already there stays as it is
  | { insert: R }
  // a new row, or the changes (by default: the whole row) over the one there
  | { upsert: R; set?: Changes<R> }
  // changes made from the event alone; without a row, nothing
  | { patch: Key; set: Changes<R> }
  | { remove: Key }
  // the same over every row a Where reaches (a deleted account's rows)
  | { patchWhere: Wheres<R, F>; set: Changes<R> }
  | { eraseWhere: Wheres<R, F> }
  | { change: Key; evolve: (row: Stored<R> | null) => R | null };

export type Written<R> = { event: DecodedEvent; row: Stored<R> };

// Live messages about what an event wrote (rows as they were then). Runs beside the writes, so it
// reads other tables only. Not called while rebuilding.
export type Push<R> = (written: readonly Written<R>[], live: LiveOutbox, db: Db) => void | Promise<void>;

export type Row = Record<string, unknown>;
// hand-written handlers by event type, their event types erased
export type ByHand = Readonly<Record<string, ((db: Db, event: DecodedEvent, live: LiveOutbox) => Promise<void>) | undefined>>;
// The batch form of some by-hand events: a run of them, one after another in a batch, written at
// once by the same function (events of the types that share a function make one run).
export type ByHandRuns = Readonly<Record<string, ((db: Db, events: readonly DecodedEvent[], live: LiveOutbox) => Promise<void>) | undefined>>;
export type Field = { sql: RawBuilder<unknown>; of: (row: Row) => unknown };

// A table of a row projection, its types erased so that one projection can list several.
export type TableForm = {
  table: string;
  key: readonly string[];
  json: readonly string[];
  fields: Readonly<Record<string, Field>>;
  handles: readonly string[];
  touchesOf(event: DecodedEvent): readonly Touch<Row, string>[];
  push?: Push<Row>;
};

export const stamped = (row: Row, position: Position): Stored<Row> => ({ ...row, last_position: position });
export const keyOfRow = (form: TableForm, row: Row): Key => form.key.map((column) => String(row[column]));

// jsonb columns go to the database as text
const encodeValue = (form: TableForm, column: string, value: unknown): unknown =>
  form.json.includes(column) && value !== null && typeof value !== 'string' ? JSON.stringify(value) : value;
export const encoded = (form: TableForm, row: Row): Stored<Row> =>
  (form.json.length ? Object.fromEntries(Object.entries(row).map(([column, value]) => [column, encodeValue(form, column, value)])) : row) as Stored<Row>;

const entriesOf = (values: object): [string, unknown][] => Object.entries(values).filter(([, value]) => value !== undefined);
const listOf = (wheres: Wheres<Row, string>): readonly Where<Row, string>[] => (Array.isArray(wheres) ? wheres : [wheres]) as readonly Where<Row, string>[];

// In memory: the changes over a row, at the event's position.
export function changed(row: Stored<Row>, set: Changes<Row>, position: Position): Stored<Row> {
  const next: Row = { ...row, last_position: position };
  for (const [column, value] of entriesOf(set)) next[column] = value instanceof Increment ? Number(row[column]) + value.by : value;
  return next as Stored<Row>;
}

const same = (a: unknown, b: unknown): boolean => a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

export function matches(form: TableForm, row: Row, wheres: Wheres<Row, string>): boolean {
  return listOf(wheres).some((where) =>
    entriesOf(where).every(([name, wanted]) => {
      const value = form.fields[name] ? form.fields[name].of(row) : row[name];
      if (wanted === null) return value === null || value === undefined;
      return Array.isArray(wanted) ? wanted.some((w) => same(value, w)) : same(value, wanted);
    }),
  );
}

// In SQL: the same changes, conditions and keys.
export const setSql = (form: TableForm, set: Changes<Row>, position: Position): RawBuilder<unknown> =>
  sql.join([
    ...entriesOf(set).map(([column, value]) =>
      value instanceof Increment
        ? sql`${sql.ref(column)} = ${sql.table(form.table)}.${sql.ref(column)} + ${value.by}`
        : sql`${sql.ref(column)} = ${encodeValue(form, column, value)}`,
    ),
    sql`${sql.ref(POSITION_COLUMN)} = ${position}::numeric`,
  ]);

export function whereSql(form: TableForm, wheres: Wheres<Row, string>): RawBuilder<boolean> {
  const each = listOf(wheres).map((where) => {
    const entries = entriesOf(where);
    // a sweep over the whole table is never what a declaration means
    if (!entries.length) throw new Error(`a sweep of ${form.table} names no column`);
    return sql`(${sql.join(
      entries.map(([name, wanted]) => {
        const target = form.fields[name]?.sql ?? sql.ref(name);
        if (wanted === null) return sql`${target} IS NULL`;
        return Array.isArray(wanted) ? sql`${target} = ANY(${[...(wanted as unknown[])]})` : sql`${target} = ${wanted}`;
      }),
      sql` AND `,
    )})`;
  });
  return each.length ? sql<boolean>`(${sql.join(each, sql` OR `)})` : sql<boolean>`false`;
}

export const keySql = (form: TableForm, key: Key): RawBuilder<boolean> => sql<boolean>`${sql.join(form.key.map((column, i) => sql`${sql.ref(column)} = ${key[i]}`), sql` AND `)}`;
