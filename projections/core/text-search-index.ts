import { sql } from 'kysely';
import type { Db } from './projection';

// Whether trigram indexes can be made here: the pg_trgm extension is installed, or available and
// installed now (a trusted extension: any role that may create in the database may install it).
// The embedded engine loads it at start; a server without PostgreSQL's contrib modules has none,
// and its tables are searched without these indexes (the same answers, read by scanning).
async function trigramsAvailable(db: Db): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean }>`
    SELECT installed_version IS NOT NULL AS installed FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (!rows[0]) return false;
  // in public, not the first schema of the search path: a rebuild's own schema is dropped after
  if (!rows[0].installed) await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  return true;
}

// A data table's search is `column ILIKE '%text%'` over its searchable columns, OR-ed: with a
// trigram index on every one of them the planner answers it from the indexes (a bitmap of each
// column's matches) instead of reading every row. A text of one or two letters has no trigram and
// is still read by scanning.
export async function createSearchIndexes(db: Db, table: string, columns: readonly string[]): Promise<void> {
  if (!(await trigramsAvailable(db))) return;
  for (const column of columns)
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_${column}_trgm_idx`)} ON ${sql.table(table)} USING gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
}
