import { sql } from 'kysely';
import type { Position } from '../../contracts/core/position';
import { writtenBefore } from './position-column';
import type { Db } from './projection';

type Row = Record<string, unknown> & { last_position: Position };

// For batch forms: rows of one table touched by a batch are loaded once (those not created in the
// batch), folded in memory in log order, and written back with multi-row upserts guarded by
// position, so a replayed batch changes nothing.
export async function loadRows<R extends Row>(db: Db, table: string, key: string, ids: readonly string[]): Promise<Map<string, R>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<R>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ANY(${[...ids]}::text[])`.execute(db);
  return new Map(rows.map((r) => [String(r[key]), r]));
}

export const upsertRows = (db: Db, table: string, key: string, rows: readonly Row[], chunk = 1000): Promise<void> => upsertKeyedRows(db, table, [key], rows, chunk);

// The same for tables whose primary key has several columns; in memory a row is known by keyOf.
export const keyOf = (values: readonly unknown[]): string => values.map(String).join('\u0000');

export async function loadKeyedRows<R extends Row>(db: Db, table: string, keys: readonly string[], ids: readonly (readonly string[])[]): Promise<Map<string, R>> {
  if (!ids.length) return new Map();
  if (keys.length === 1) return loadRows<R>(db, table, keys[0]!, ids.map((id) => id[0]!));
  const lists = keys.map((_, i) => sql`${ids.map((id) => id[i]!)}::text[]`);
  const on = sql.join(keys.map((k, i) => sql`t.${sql.ref(k)} = k.${sql.ref(`k${i}`)}`), sql` AND `);
  const { rows } = await sql<R>`SELECT t.* FROM ${sql.table(table)} t
    JOIN unnest(${sql.join(lists)}) AS k(${sql.join(keys.map((_, i) => sql.ref(`k${i}`)))}) ON ${on}`.execute(db);
  return new Map(rows.map((r) => [keyOf(keys.map((k) => r[k])), r]));
}

export async function upsertKeyedRows(db: Db, table: string, keys: readonly string[], rows: readonly Row[], chunk = 1000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const updates = sql.join(columns.filter((c) => !keys.includes(c)).map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = sql.join(part.map((row) => sql`(${sql.join(columns.map((c) => sql`${row[c]}`))})`));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${values}
      ON CONFLICT (${sql.join(keys.map((k) => sql.ref(k)))}) DO UPDATE SET ${updates}
      WHERE ${writtenBefore(sql`excluded.last_position`, table)}`.execute(db);
  }
}

export async function deleteKeyedRows(db: Db, table: string, keys: readonly string[], ids: readonly (readonly string[])[]): Promise<void> {
  if (!ids.length) return;
  const lists = keys.map((_, i) => sql`${ids.map((id) => id[i]!)}::text[]`);
  const match = sql.join(keys.map((k, i) => sql`t.${sql.ref(k)} = k.${sql.ref(`k${i}`)}`), sql` AND `);
  await sql`DELETE FROM ${sql.table(table)} t USING unnest(${sql.join(lists)}) AS k(${sql.join(keys.map((_, i) => sql.ref(`k${i}`)))}) WHERE ${match}`.execute(db);
}

