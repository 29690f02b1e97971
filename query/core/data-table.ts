import { sql, type AliasedSelectQueryBuilder, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { FilterValues, TableDescriptor, TableQuery, TableSort } from '../../contracts/core/data-table';
import type { Database } from '../../contracts/database';

// One query for every data table. A table's source is a select over its read model with one output
// column per table column, named by the column's key; the query reads it as "t" and names its
// columns only with keys from the descriptor (the input was checked against the same whitelist),
// so no SQL ever comes from a request.

// "t"."<key>", quoted: keys are plain names (defineTable checks them).
export const tableColumn = (key: string) => sql.ref(`t.${key}`);

type Filters = TableDescriptor['filters'];

export type TableSource<F extends Filters, O> = {
  rows(db: Kysely<Database>): AliasedSelectQueryBuilder<O, 't'>;
  // what each extraSearch field adds to the where clause (over tableColumn(...) refs)
  filters: { [P in keyof F]: (value: NonNullable<FilterValues<F>[P]>) => Expression<SqlBool> };
};

type From<O> = SelectQueryBuilder<Database & { t: O }, 't', object>;

// Rows a file may hold are read this many at a time.
export const TABLE_CHUNK_ROWS = 500;

// % and _ in the search text are letters, not wildcards (backslash is LIKE's escape character).
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The source with the filters and the search applied: what the count, the page and the file read.
export function filteredRows<K extends string, F extends Filters, O>(db: Kysely<Database>, table: TableDescriptor<K, F>, source: TableSource<F, O>, query: TableQuery<K, F>): From<O> {
  let rows: From<O> = db.selectFrom(source.rows(db));
  for (const key of Object.keys(table.filters) as (keyof F & string)[]) {
    const value = query.extraSearch[key];
    if (value === undefined || value === null || value === '') continue;
    rows = rows.where((source.filters[key] as (value: unknown) => Expression<SqlBool>)(value));
  }
  if (query.search && query.fieldsToSearch.length) {
    const pattern = likePattern(query.search);
    rows = rows.where((eb) => eb.or(query.fieldsToSearch.map((key) => sql<SqlBool>`cast(${tableColumn(key)} as text) ilike ${pattern}`)));
  }
  return rows;
}

// The sort, then the unique tie-break in the same direction: rows with equal values keep one order
// across pages, and a file read in chunks can resume after its last row. Empty values go last.
export function ordered<O, S>(rows: SelectQueryBuilder<Database & { t: O }, 't', S>, table: TableDescriptor, sort: TableSort) {
  const by = rows.orderBy(tableColumn(sort.column), (ob) => (sort.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  return sort.column === table.tieBreak ? by : by.orderBy(tableColumn(table.tieBreak), sort.direction);
}

// One page and how many rows matched; noLimit: every row up to the table's maxRows.
export async function tablePage<K extends string, F extends Filters, O>(
  db: Kysely<Database>,
  table: TableDescriptor<K, F>,
  source: TableSource<F, O>,
  query: TableQuery<K, F>,
): Promise<{ rows: O[]; count: number }> {
  const rows = filteredRows(db, table, source, query);
  const limit = query.noLimit ? table.maxRows : query.pageSize;
  const offset = query.noLimit ? 0 : (query.page - 1) * query.pageSize;
  const [page, total] = await Promise.all([
    ordered(rows.selectAll('t'), table, query.sort).limit(limit).offset(offset).execute(),
    rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page as O[], count: total.count };
}

type Cursor = { sort: string | null; tie: string };

// Rows after the cursor in the table's order (nulls last). The cursor holds the values as the
// database wrote them as text, so timestamps keep their microseconds when compared again.
function after(table: TableDescriptor, sort: TableSort, cursor: Cursor): Expression<SqlBool> {
  const beyond = sql.raw(sort.direction === 'asc' ? '>' : '<');
  const tie = tableColumn(table.tieBreak);
  if (sort.column === table.tieBreak) return sql<SqlBool>`${tie} ${beyond} ${cursor.tie}`;
  const value = tableColumn(sort.column);
  return cursor.sort === null
    ? sql<SqlBool>`(${value} is null and ${tie} ${beyond} ${cursor.tie})`
    : sql<SqlBool>`(${value} ${beyond} ${cursor.sort} or (${value} = ${cursor.sort} and ${tie} ${beyond} ${cursor.tie}) or ${value} is null)`;
}

// Every matching row in the table's order, up to maxRows, read in chunks that each resume after
// the last row of the one before (keyset): a large file never holds all its rows in memory, and no
// statement or connection stays open while the client reads.
export async function* tableRows<K extends string, F extends Filters, O>(
  db: Kysely<Database>,
  table: TableDescriptor<K, F>,
  source: TableSource<F, O>,
  query: TableQuery<K, F>,
  chunkRows = TABLE_CHUNK_ROWS,
): AsyncGenerator<O[]> {
  let cursor: Cursor | null = null;
  for (let left = table.maxRows; left > 0; ) {
    let rows = filteredRows(db, table, source, query);
    if (cursor) rows = rows.where(after(table, query.sort, cursor));
    const size = Math.min(chunkRows, left);
    const chunk = await ordered(
      rows.selectAll('t').select([sql<string | null>`cast(${tableColumn(query.sort.column)} as text)`.as('__sort'), sql<string>`cast(${tableColumn(table.tieBreak)} as text)`.as('__tie')]),
      table,
      query.sort,
    )
      .limit(size)
      .execute();
    const last = chunk.at(-1);
    if (!last) return;
    cursor = { sort: last.__sort, tie: last.__tie };
    left -= chunk.length;
    yield chunk.map(({ __sort: _sort, __tie: _tie, ...row }) => row as O);
    if (chunk.length < size) return;
  }
}
