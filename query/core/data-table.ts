import { sql, type AliasedSelectQueryBuilder, type Compilable, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { FilterValues, TableDescriptor, TableQuery, TableSort } from '../../contracts/core/data-table';
import type { Database } from '../../contracts/database';
import { joinedText } from '../../projections/core/text-search-index';

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
  // how the search reads a column whose value is computed (a name from a join), given the LIKE
  // pattern, where the plain `t.<key> ILIKE pattern` could use no index: looked up first, so the
  // condition it gives names known values the planner can estimate; every other column is searched
  // as it reads
  search?: Partial<Record<string, (pattern: string, db: Kysely<Database>) => Promise<Expression<SqlBool>>>>;
  // the projections whose read models the source reads: while none of them has moved, a count
  // already made for the same statement is the count (paging, sorting and coming back to a search
  // read only their page). Without it every page counts its matches again.
  countedFrom?: readonly string[];
  // text columns, never null (a null would make the joined text null and hide the row's other
  // matches), searched as one: when a search reads every one of them, it reads their values
  // joined by newlines with one ILIKE (a text without a newline cannot match across two values)
  // instead of one ILIKE a column, and the read model indexes that expression by its trigrams
  // (searchTogetherIndex): a row that does not match costs one comparison, not one a column.
  searchTogether?: readonly string[];
};


type SearchTerms = Partial<Record<string, Expression<SqlBool>>>;

// The source's own search conditions for the columns searched, looked up once per page or file.
export async function searchTerms<F extends Filters, O>(db: Kysely<Database>, source: TableSource<F, O>, query: TableQuery<string, F>): Promise<SearchTerms> {
  if (!query.search || !source.search) return {};
  const pattern = likePattern(query.search);
  const found = await Promise.all(query.fieldsToSearch.map(async (key) => [key, await source.search?.[key]?.(pattern, db)] as const));
  return Object.fromEntries(found.filter(([, term]) => term !== undefined));
}

type From<O> = SelectQueryBuilder<Database & { t: O }, 't', object>;

// Rows a file may hold are read this many at a time.
export const TABLE_CHUNK_ROWS = 500;

// % and _ in the search text are letters, not wildcards (backslash is LIKE's escape character).
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Which rows of a search a statement reads: all it keeps, only those a looked-up term keeps, or only
// those the text keeps and no looked-up term does (the count reads the two parts apart).
type SearchPart = 'all' | 'looked' | 'text';

// The source with the filters and the search applied: what the count, the page and the file read.
export function filteredRows<K extends string, F extends Filters, O>(
  db: Kysely<Database>,
  table: TableDescriptor<K, F>,
  source: TableSource<F, O>,
  query: TableQuery<K, F>,
  terms: SearchTerms = {},
  part: SearchPart = 'all',
): From<O> {
  let rows: From<O> = db.selectFrom(source.rows(db));
  for (const key of Object.keys(table.filters) as (keyof F & string)[]) {
    const value = query.extraSearch[key];
    if (value === undefined || value === null || value === '') continue;
    rows = rows.where((source.filters[key] as (value: unknown) => Expression<SqlBool>)(value));
  }
  if (query.search && query.fieldsToSearch.length) {
    const pattern = likePattern(query.search);
    // the source's looked-up terms first: they compare a value, where an ILIKE reads text, and
    // PostgreSQL checks an OR's terms in the order written (a bitmap scan rechecks every row it
    // fetched), so a row the looked-up term keeps costs one comparison, not every ILIKE before it
    const looked = lookedUp(query, terms).map((key) => terms[key]!);
    const together = source.searchTogether ?? [];
    const joined = together.length > 1 && !query.search.includes('\n') && together.every((key) => query.fieldsToSearch.includes(key as K));
    const read = query.fieldsToSearch.filter((key) => terms[key] === undefined && !(joined && together.includes(key)));
    const text = [
      ...(joined ? [sql<SqlBool>`(${joinedText(together.map(tableColumn))}) ilike ${pattern}`] : []),
      ...read.map((key) => sql<SqlBool>`cast(${tableColumn(key)} as text) ilike ${pattern}`),
    ];
    if (part === 'all') rows = rows.where((eb) => eb.or([...looked, ...text]));
    else if (part === 'looked') rows = rows.where((eb) => eb.or(looked));
    // a looked-up term is null on a row without the value (no manager): such a row is the text's
    else rows = rows.where((eb) => eb.and([eb.or(text), sql<SqlBool>`(${eb.or(looked)}) is not true`]));
  }
  return rows;
}

// The searched columns the source looked up (their terms compare values), in the query's order.
const lookedUp = <K extends string>(query: TableQuery<K, Filters>, terms: SearchTerms): K[] => query.fieldsToSearch.filter((key) => terms[key] !== undefined);

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
  const terms = await searchTerms(db, source, query);
  const rows = filteredRows(db, table, source, query, terms);
  const limit = query.noLimit ? table.maxRows : query.pageSize;
  const offset = query.noLimit ? 0 : (query.page - 1) * query.pageSize;
  const [page, count] = await Promise.all([ordered(rows.selectAll('t'), table, query.sort).limit(limit).offset(offset).execute(), countOf(db, source, countStatement(db, table, source, query, terms))]);
  return { rows: page as O[], count };
}

const counted = <O>(rows: From<O>) => rows.select(sql<number>`count(*)::int`.as('count'));

// The count of a search that looked values up (a manager by name) and also reads text is the sum
// of two parts no row is in both of: the rows a looked-up term keeps, which an index on that column
// counts without reading a row (a manager's leads are thousands), and the rows only the text keeps,
// which its trigram index finds. Counted as one OR, every row either keeps is read from the table.
export function countStatement<K extends string, F extends Filters, O>(db: Kysely<Database>, table: TableDescriptor<K, F>, source: TableSource<F, O>, query: TableQuery<K, F>, terms: SearchTerms) {
  const looked = lookedUp(query, terms).length;
  const split = query.search && looked > 0 && looked < query.fieldsToSearch.length;
  if (!split) return counted(filteredRows(db, table, source, query, terms));
  const part = (which: SearchPart) => counted(filteredRows(db, table, source, query, terms, which));
  return db.selectNoFrom(sql<number>`(${part('looked')}) + (${part('text')})`.as('count'));
}

const counts = new WeakMap<Kysely<Database>, LRUCache<string, number>>();

// How many rows match, remembered per count statement (its words and parameters, the search's
// looked-up terms included) and the positions of the read models it reads. The positions are read
// before counting: a count that sees rows projected meanwhile is kept under the older positions,
// which no later request reads, never the other way round.
async function countOf(db: Kysely<Database>, source: { countedFrom?: readonly string[] }, statement: Compilable & { executeTakeFirstOrThrow(): Promise<{ count: number }> }): Promise<number> {
  if (!source.countedFrom?.length) return (await statement.executeTakeFirstOrThrow()).count;
  const { rows: positions } = await sql<{ at: string | null }>`
    SELECT string_agg(name || '@' || version || ':' || position, ',' ORDER BY name) AS at FROM projection_checkpoint WHERE name = ANY(${source.countedFrom})`.execute(db);
  const compiled = statement.compile();
  const key = JSON.stringify([positions[0]?.at ?? null, compiled.sql, compiled.parameters]);
  let known = counts.get(db);
  if (!known) counts.set(db, (known = new LRUCache<string, number>({ max: 1_000 })));
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const { count } = await statement.executeTakeFirstOrThrow();
  known.set(key, count);
  return count;
}

type Cursor = { sort: string | null; tie: string };

// A file is read in two passes in the table's order (empty values last): the rows with a value in
// the sorted column, then the rows without one. Within a pass each chunk starts after the cursor by
// one row comparison, (value, tie) > (cursor), which the table's index in that order answers by
// seeking to the cursor: a chunk costs its own rows, not every row before it. The cursor holds the
// values as the database wrote them as text, so timestamps keep their microseconds.
type Pass = 'values' | 'empty';

function inPass(table: TableDescriptor, sort: TableSort, pass: Pass, cursor: Cursor | null): Expression<SqlBool> {
  const beyond = sql.raw(sort.direction === 'asc' ? '>' : '<');
  const tie = tableColumn(table.tieBreak);
  if (sort.column === table.tieBreak) return cursor ? sql<SqlBool>`${tie} ${beyond} ${cursor.tie}` : sql<SqlBool>`true`;
  const value = tableColumn(sort.column);
  if (pass === 'empty') return cursor ? sql<SqlBool>`${value} is null and ${tie} ${beyond} ${cursor.tie}` : sql<SqlBool>`${value} is null`;
  return cursor ? sql<SqlBool>`${value} is not null and (${value}, ${tie}) ${beyond} (${cursor.sort}, ${cursor.tie})` : sql<SqlBool>`${value} is not null`;
}

// Every matching row in the table's order, up to the table's exportMaxRows (all of them when null), read in chunks that each resume after
// the last row of the one before (keyset): a large file never holds all its rows in memory, and no
// statement or connection stays open while the client reads.
export async function* tableRows<K extends string, F extends Filters, O>(
  db: Kysely<Database>,
  table: TableDescriptor<K, F>,
  source: TableSource<F, O>,
  query: TableQuery<K, F>,
  chunkRows = TABLE_CHUNK_ROWS,
): AsyncGenerator<O[]> {
  const passes: Pass[] = query.sort.column === table.tieBreak ? ['values'] : ['values', 'empty'];
  const terms = await searchTerms(db, source, query);
  let left = table.exportMaxRows ?? Number.POSITIVE_INFINITY;
  let pass = 0;
  let cursor: Cursor | null = null;
  // a chunk that ends a pass is filled up from the next one: every chunk but the last holds chunkRows
  let pending: O[] = [];
  while (left > 0 && pass < passes.length) {
    const size = Math.min(chunkRows - pending.length, left);
    const chunk = await ordered(
      filteredRows(db, table, source, query, terms)
        .where(inPass(table, query.sort, passes[pass]!, cursor))
        .selectAll('t')
        .select([sql<string | null>`cast(${tableColumn(query.sort.column)} as text)`.as('__sort'), sql<string>`cast(${tableColumn(table.tieBreak)} as text)`.as('__tie')]),
      table,
      query.sort,
    )
      .limit(size)
      .execute();
    left -= chunk.length;
    pending = pending.concat(chunk.map(({ __sort: _sort, __tie: _tie, ...row }) => row as O));
    const last = chunk.at(-1);
    if (chunk.length < size) [pass, cursor] = [pass + 1, null];
    else cursor = { sort: last!.__sort, tie: last!.__tie };
    if (pending.length === chunkRows) {
      yield pending;
      pending = [];
    }
  }
  if (pending.length) yield pending;
}
