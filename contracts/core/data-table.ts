import { z } from 'zod';
import { coreMessages, say } from './messages';

// One data-table mechanism for the staff tables (back-office spec: `{ search, fieldsToSearch,
// extraSearch, page, noLimit } → { data, cells, count }`): a table declares its columns once here;
// query/core/data-table.ts answers it, ops/server/data-table-export.ts streams it as CSV and
// web/src/shared/data-table renders it.

// How a cell shows its value, on screen and in the CSV file alike (data-table-cells.ts).
export const cellTypes = ['TEXT', 'NUMBER', 'DATE', 'DATE_TIME', 'BOOLEAN', 'SALARY', 'CONTACT', 'LINK', 'WA_PHONE'] as const;
export type CellType = (typeof cellTypes)[number];

// The spec's page sizes (§9: 25, 50, 100, 200, default 25).
export const TABLE_PAGE_SIZES = [25, 50, 100, 200] as const;
// A noLimit answer and a CSV file stop at this many rows; `count` still says how many matched.
export const TABLE_MAX_ROWS = 10_000;
// Dates show as dd.mm.yyyy and hh:mm in the product's home zone, on screen and in the file.
export const TABLE_TIME_ZONE = 'Asia/Jerusalem';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

// A column as the client renders it: the `cells` of a table answer.
export const cellSchema = z.object({
  key: z.string(),
  // the web's translation key, in the namespace of the table's screen
  label: z.string(),
  // English title: the CSV header when the caller sends none, and what API readers see
  header: z.string(),
  type: z.enum(cellTypes),
  searchable: z.boolean(),
  sortable: z.boolean(),
  exported: z.boolean(),
  // in the file and the API only, not on screen
  hidden: z.boolean(),
});
export type Cell = z.infer<typeof cellSchema>;

export type ColumnOptions = Pick<Cell, 'label' | 'header' | 'type'> & Partial<Pick<Cell, 'searchable' | 'sortable' | 'exported' | 'hidden'>>;

// A filter is one field of `extraSearch`: its schema, and how the web asks for it.
export type FilterKind = 'DATE' | 'TEXT' | 'SELECT';
export type Filter<S extends z.ZodType = z.ZodType> = { kind: FilterKind; label: string; schema: S; options?: readonly string[] };
export const filter = <S extends z.ZodType>(kind: FilterKind, label: string, schema: S, options?: readonly string[]): Filter<S> => ({ kind, label, schema, options });

export type TableFilters = Record<string, Filter>;
type Filters = TableFilters;
export type FilterValues<F extends Filters> = { [P in keyof F]: z.output<F[P]['schema']> };

export type TableSort<K extends string = string> = { column: K; direction: SortDirection };

export type TableDescriptor<K extends string = string, F extends Filters = Filters> = {
  // names the CSV file: payments-2026-11-25.csv
  name: string;
  // in the order they show
  columns: readonly (Cell & { key: K })[];
  filters: F;
  pageSizes: readonly number[];
  defaultPageSize: number;
  defaultSort: TableSort<K>;
  // a unique column: rows with equal sort values keep one order across pages
  tieBreak: K;
  maxRows: number;
  // a CSV file stops at this many rows; null: every row the filters keep (streamed, never held at once)
  exportMaxRows: number | null;
  timeZone: string;
};

type TableOptions<K extends string, F extends Filters> = {
  name: string;
  columns: Record<K, ColumnOptions>;
  filters: F;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSort: TableSort<NoInfer<K>>;
  tieBreak: NoInfer<K>;
  maxRows?: number;
  // maxRows unless a table's file must hold every row (null)
  exportMaxRows?: number | null;
  timeZone?: string;
};

// Column keys become SQL identifiers (quoted) and object keys: plain names only.
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

// A table declared wrongly is a programming error: it fails when the module loads, not at a call.
export function defineTable<K extends string, F extends Filters>(options: TableOptions<K, F>): TableDescriptor<K, F> {
  const columns = (Object.entries(options.columns) as [K, ColumnOptions][]).map(([key, c]) => ({
    key,
    label: c.label,
    header: c.header,
    type: c.type,
    searchable: c.searchable ?? false,
    sortable: c.sortable ?? false,
    exported: c.exported ?? true,
    hidden: c.hidden ?? false,
  }));
  const table: TableDescriptor<K, F> = {
    name: options.name,
    columns,
    filters: options.filters,
    pageSizes: options.pageSizes ?? TABLE_PAGE_SIZES,
    defaultPageSize: options.defaultPageSize ?? TABLE_PAGE_SIZES[0],
    defaultSort: options.defaultSort,
    tieBreak: options.tieBreak,
    maxRows: options.maxRows ?? TABLE_MAX_ROWS,
    exportMaxRows: options.exportMaxRows === undefined ? (options.maxRows ?? TABLE_MAX_ROWS) : options.exportMaxRows,
    timeZone: options.timeZone ?? TABLE_TIME_ZONE,
  };
  const problem = descriptorProblem(table);
  if (problem) throw new Error(`table ${options.name}: ${problem}`);
  return table;
}

function descriptorProblem(table: TableDescriptor): string | null {
  const bad = table.columns.find((c) => !KEY.test(c.key));
  if (bad) return `column key "${bad.key}" must be a plain name`;
  const byKey = new Map(table.columns.map((c) => [c.key, c]));
  if (!byKey.get(table.defaultSort.column)?.sortable) return `the default sort "${table.defaultSort.column}" must be a sortable column`;
  if (!byKey.has(table.tieBreak)) return `the tie-break "${table.tieBreak}" must be a column`;
  if (!table.pageSizes.includes(table.defaultPageSize)) return `the default page size ${table.defaultPageSize} must be one of the page sizes`;
  if (!Number.isInteger(table.maxRows) || table.maxRows < 1) return 'maxRows must be a whole number above 0';
  if (table.exportMaxRows !== null && (!Number.isInteger(table.exportMaxRows) || table.exportMaxRows < 1)) return 'exportMaxRows must be a whole number above 0, or null';
  return null;
}

const keysWhere = <K extends string>(table: TableDescriptor<K>, test: (c: Cell) => boolean): K[] => table.columns.filter(test).map((c) => c.key);
export const searchableKeys = <K extends string>(table: TableDescriptor<K>): K[] => keysWhere(table, (c) => c.searchable);
export const sortableKeys = <K extends string>(table: TableDescriptor<K>): K[] => keysWhere(table, (c) => c.sortable);
export const exportedColumns = <K extends string>(table: TableDescriptor<K>) => table.columns.filter((c) => c.exported);

// The whitelist of column names a field accepts, with a message that lists them.
const oneOf = <K extends string>(keys: K[], message: string) => z.enum(keys as [K, ...K[]], { error: message });

const filterShape = <F extends Filters>(filters: F) =>
  Object.fromEntries(Object.entries(filters).map(([key, f]) => [key, f.schema])) as { [P in keyof F]: F[P]['schema'] };

// The fields of a table call's input, every one optional (tableQueryOf fills the table's defaults).
// A call may add fields of its own before z.object(...).strict().
export function tableInputShape<K extends string, F extends Filters>(table: TableDescriptor<K, F>) {
  const searchable = searchableKeys(table);
  const sortable = sortableKeys(table);
  const exported = exportedColumns(table).map((c) => c.key);
  return {
    search: z.string().trim().max(200).optional(),
    // the columns the search text is looked for in; all searchable ones when absent or empty
    fieldsToSearch: z.array(oneOf(searchable, say(coreMessages.SearchableColumnsOnly, { columns: searchable.join(', ') }))).max(table.columns.length).optional(),
    extraSearch: z.object(filterShape(table.filters)).strict().optional(),
    page: z.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.literal(table.pageSizes as number[]).optional(),
    sort: z.object({ column: oneOf(sortable, say(coreMessages.SortableColumnsOnly, { columns: sortable.join(', ') })), direction: z.enum(sortDirections) }).strict().optional(),
    // every row at once, up to the table's maxRows
    noLimit: z.boolean().optional(),
    // column titles for a CSV export, as the reader sees them (their language); English otherwise
    headers: z.partialRecord(oneOf(exported, say(coreMessages.ExportedColumnsOnly, { columns: exported.join(', ') })), z.string().trim().min(1).max(100)).optional(),
  };
}

export const tableInput = <K extends string, F extends Filters>(table: TableDescriptor<K, F>) => z.object(tableInputShape(table)).strict();

export type TableInput<K extends string = string, F extends Filters = Filters> = {
  search?: string;
  fieldsToSearch?: K[];
  extraSearch?: Partial<FilterValues<F>>;
  page?: number;
  pageSize?: number;
  sort?: TableSort<K>;
  noLimit?: boolean;
  headers?: Partial<Record<K, string>>;
};

export type TableInputOf<T> = T extends TableDescriptor<infer K, infer F> ? TableInput<K, F> : never;

// What the server runs: the input with the table's defaults filled in.
export type TableQuery<K extends string = string, F extends Filters = Filters> = {
  search: string;
  fieldsToSearch: K[];
  extraSearch: Partial<FilterValues<F>>;
  page: number;
  pageSize: number;
  sort: TableSort<K>;
  noLimit: boolean;
};

export type TableQueryOf<T> = T extends TableDescriptor<infer K, infer F> ? TableQuery<K, F> : never;

export function tableQueryOf<K extends string, F extends Filters>(table: TableDescriptor<K, F>, input: TableInput<K, F>): TableQuery<K, F> {
  return {
    search: input.search?.trim() ?? '',
    fieldsToSearch: input.fieldsToSearch?.length ? [...new Set(input.fieldsToSearch)] : searchableKeys(table),
    extraSearch: input.extraSearch ?? {},
    page: input.page ?? 1,
    pageSize: input.pageSize ?? table.defaultPageSize,
    sort: input.sort ?? table.defaultSort,
    noLimit: input.noLimit ?? false,
  };
}

// A table call's answer: the rows of the page, the columns to render them with, how many matched.
export const tableOutput = <R extends z.ZodType>(row: R) =>
  z.object({ data: z.array(row), cells: z.array(cellSchema), count: z.number().int().nonnegative() });

export type TableAnswer<Row> = { data: Row[]; cells: Cell[]; count: number };
