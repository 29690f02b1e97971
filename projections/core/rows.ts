import { sql } from 'kysely';
import type { Position } from '../../contracts/core/position';
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

export async function upsertRows(db: Db, table: string, key: string, rows: readonly Row[], chunk = 1000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const updates = sql.join(columns.filter((c) => c !== key).map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = sql.join(part.map((row) => sql`(${sql.join(columns.map((c) => sql`${row[c]}`))})`));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${values}
      ON CONFLICT (${sql.ref(key)}) DO UPDATE SET ${updates}
      WHERE ${sql.table(table)}.last_position < excluded.last_position`.execute(db);
  }
}
