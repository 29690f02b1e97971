import { sql, type Expression } from 'kysely';
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

// Text columns joined by newlines: the expression a data table's search over all of them reads
// (TableSource.searchTogether) and the index below is made on, over the table's own columns, which
// the planner matches once the source's select is pulled up into the query.
export const joinedText = (columns: readonly Expression<unknown>[]) => sql<string>`${sql.join(columns, sql` || E'\n' || `)}`;

// One trigram index over several text columns joined by newlines, the expression a data table's
// search over all of them writes (TableSource.searchTogether): one ILIKE a row instead of one a column.
export async function createJoinedSearchIndex(db: Db, table: string, columns: readonly string[]): Promise<void> {
  if (!(await trigramsAvailable(db))) return;
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_joined_trgm_idx`)} ON ${sql.table(table)} USING gin ((${joinedText(columns.map((c) => sql.ref(c)))}) gin_trgm_ops)`.execute(db);
}
