import { sql, type RawBuilder } from 'kysely';
import type { Position } from '../../contracts/core/position';
import type { DecodedEvent, EventType } from '../../contracts/events';
import { isOlder, writtenBefore } from './position-column';
import { defineProjection, silentOutbox, type Db, type LiveOutbox, type Projection, type ProjectionHandlers } from './projection';
import { applyRowBatch } from './row-batch';
import {
  encoded,
  keySql,
  setSql,
  stamped,
  whereSql,
  type ByHand,
  type ByHandRuns,
  type Push,
  type Row,
  type RowOf,
  type Stored,
  type TableForm,
  type TableName,
  type Touch,
  type Written,
} from './row-touch';
import { upsertKeyedRows } from './rows';

type Column<T extends TableName> = keyof RowOf<T> & string;

// One table of a row projection: its key, and for each event it handles which rows it touches and
// how (a Touch). From this one declaration come the per-event handlers and the batch form.
export type RowTable<T extends TableName, F extends string = never> = {
  table: T;
  key: readonly Column<T>[];
  // jsonb columns: written as text, folded as values
  json?: readonly Column<T>[];
  // values a sweep may name besides columns (a field of a jsonb column), in SQL and in memory
  fields?: { [K in F]: { sql: RawBuilder<unknown>; of: (row: Stored<RowOf<T>>) => unknown } };
  on: { [E in EventType]?: (event: DecodedEvent<E>) => Touch<RowOf<T>, F> | readonly Touch<RowOf<T>, F>[] | null };
  push?: Push<RowOf<T>>;
};

export function rowTable<T extends TableName, F extends string = never>(declared: RowTable<T, F>): TableForm {
  const on = declared.on as Record<string, ((event: DecodedEvent) => Touch<Row, string> | readonly Touch<Row, string>[] | null) | undefined>;
  return {
    table: declared.table,
    key: declared.key,
    json: declared.json ?? [],
    fields: (declared.fields ?? {}) as TableForm['fields'],
    handles: Object.keys(on).filter((type) => on[type]),
    touchesOf(event) {
      const touches = on[event.type]?.(event) ?? [];
      return Array.isArray(touches) ? touches : [touches as Touch<Row, string>];
    },
    ...(declared.push ? { push: declared.push as Push<Row> } : {}),
  };
}

export type RowProjection = Pick<Projection, 'name' | 'version' | 'createTables' | 'createIndexes' | 'liveBatch'> & {
  tables: readonly TableForm[];
  // Events whose writes reach rows no declaration can name (rows found through other rows),
  // written by hand once: the handler runs them first, the batch form writes what it folded
  // before such an event, runs them, and folds on.
  byHand?: ProjectionHandlers;
  // a batch form for some of them: a run of such events in a batch is written at once
  byHandRuns?: ByHandRuns;
};

// a live batch with this many of a row projection's events goes through its batch form
export const ROW_BATCH_LIVE_FROM = 4;

export function rowProjection(declared: RowProjection): Projection {
  const { tables } = declared;
  const byHand = (declared.byHand ?? {}) as ByHand;
  const types = new Set([...tables.flatMap((t) => t.handles), ...Object.keys(byHand)]);
  const handle = (db: Db, event: DecodedEvent, live: LiveOutbox) => applyToRows(tables, byHand, db, event, live);
  return defineProjection({
    name: declared.name,
    version: declared.version,
    tables: tables.map((t) => t.table),
    createTables: declared.createTables,
    ...(declared.createIndexes ? { createIndexes: declared.createIndexes } : {}),
    handlers: Object.fromEntries([...types].map((type) => [type, handle])) as ProjectionHandlers,
    applyBatch: (db, events, live) => applyRowBatch(tables, byHand, db, events, live, declared.byHandRuns),
    // the batch form queues the messages the handlers would (row-projection.int.spec.ts): a busy
    // moment's batch takes its few statements instead of one or two per event
    ...(declared.liveBatch ? { liveBatch: true } : { liveBatchFrom: ROW_BATCH_LIVE_FROM }),
  });
}

// The per-event form: each touch is one statement guarded by position, except `change`, which
// reads its row first.
async function applyToRows(tables: readonly TableForm[], byHand: ByHand, db: Db, event: DecodedEvent, live: LiveOutbox): Promise<void> {
  await byHand[event.type]?.(db, event, live);
  for (const form of tables) {
    const touches = form.touchesOf(event);
    if (!touches.length) continue;
    const push = live === silentOutbox ? undefined : form.push;
    const written: Written<Row>[] = [];
    for (const touch of touches) for (const row of await write(db, form, touch, event.position, push !== undefined)) written.push({ event, row });
    if (push && written.length) await push(written, live, db);
  }
}

async function write(db: Db, form: TableForm, touch: Touch<Row, string>, position: Position, returning: boolean): Promise<Stored<Row>[]> {
  const table = sql.table(form.table);
  const back = returning ? sql` RETURNING *` : sql``;
  const run = async (statement: RawBuilder<unknown>) => (await statement.execute(db)).rows as Stored<Row>[];
  const guard = writtenBefore(position, form.table);
  if ('insert' in touch || 'upsert' in touch) {
    const row = encoded(form, stamped('insert' in touch ? touch.insert : touch.upsert, position));
    const columns = Object.keys(row);
    const values = sql`(${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => sql`${row[c]}`))})`;
    const conflict = sql.join(form.key.map((c) => sql.ref(c)));
    if ('insert' in touch) return run(sql`INSERT INTO ${table} ${values} ON CONFLICT (${conflict}) DO NOTHING${back}`);
    const set = touch.set ?? Object.fromEntries(Object.entries(touch.upsert).filter(([c]) => !form.key.includes(c)));
    return run(sql`INSERT INTO ${table} ${values} ON CONFLICT (${conflict}) DO UPDATE SET ${setSql(form, set, position)} WHERE ${guard}${back}`);
  }
  if ('patch' in touch) return run(sql`UPDATE ${table} SET ${setSql(form, touch.set, position)} WHERE ${keySql(form, touch.patch)} AND ${guard}${back}`);
  if ('remove' in touch) return run(sql`DELETE FROM ${table} WHERE ${keySql(form, touch.remove)} AND ${guard}`).then(() => []);
  if ('patchWhere' in touch) return run(sql`UPDATE ${table} SET ${setSql(form, touch.set, position)} WHERE ${whereSql(form, touch.patchWhere)} AND ${guard}${back}`);
  if ('eraseWhere' in touch) return run(sql`DELETE FROM ${table} WHERE ${whereSql(form, touch.eraseWhere)} AND ${guard}`).then(() => []);
  const [row] = await run(sql`SELECT * FROM ${table} WHERE ${keySql(form, touch.change)}`);
  if (row && !isOlder(row, position)) return [];
  const next = touch.evolve(row ?? null);
  if (next === null) {
    if (row) await run(sql`DELETE FROM ${table} WHERE ${keySql(form, touch.change)} AND ${guard}`);
    return [];
  }
  const stored = stamped(next, position);
  await upsertKeyedRows(db, form.table, form.key, [encoded(form, stored)]);
  return [stored];
}
