import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableVirtuoso, type TableComponents, type TableVirtuosoHandle } from 'react-virtuoso';
import { getCoreRowModel, useReactTable, type Cell as ColumnCell, type ColumnDef, type PaginationState, type Row, type SortingState, type Updater } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { Cell, CellType, FilterValues, TableDescriptor, TableFilters } from '@contracts/core/data-table';
import { errorText } from '../api-error';
import { TableCellValue } from './table-cell';
import { TableToolbar } from './table-toolbar';
import type { FlatNamespace } from 'i18next';
import { useTableLabels, type TableView } from './table-view';
import { useCsvDownload } from './use-csv-download';

export type DataTableProps<K extends string, F extends TableFilters, Row extends object> = {
  table: TableDescriptor<K, F>;
  // the i18n namespace of the column and filter labels
  namespace: FlatNamespace;
  // names the table for assistive technology
  label: string;
  view: TableView<K>;
  onViewChange(view: TableView<K>): void;
  extraSearch: Partial<FilterValues<F>>;
  onExtraSearchChange(extraSearch: Partial<FilterValues<F>>): void;
  filterErrors?: Partial<Record<keyof F & string, string>>;
  // the table call's answer for the view: one page of rows, the columns, how many matched
  answer?: { data: Row[]; cells: Cell[]; count: number };
  fetching: boolean;
  error?: unknown;
  onRetry?: () => void;
  // a screen's own look for some columns (a status chip); the others show by their cell type
  renderCell?: Partial<Record<K, (row: Row) => ReactNode>>;
  empty?: ReactNode;
  // the call and input that answered the page: the CSV button asks it again as a file
  csv?: { call: string; input: object };
  // a SELECT filter's choices when the answer brings them (the descriptor's options otherwise),
  // and how each reads
  filterOptions?: Partial<Record<keyof F & string, readonly string[]>>;
  optionLabel?: (filter: keyof F & string, value: string) => string;
  // what can be done with a row (open, edit): a last column, titled `label`
  rowActions?: { label: string; render: (row: Row) => ReactNode };
};

const ACTIONS = '__actions';

// A cell's content, by calling its column's cell function. flexRender would mount that function
// as a component: a page's renderers made anew (its answer brought new select options) would be a
// new component type, and every cell would be mounted again, closing a select open in a row.
const cellContent = <R,>(cell: ColumnCell<R, unknown>): ReactNode => {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : render;
};

// Dates and amounts read newest and largest first on the first click.
const descFirst: readonly CellType[] = ['DATE', 'DATE_TIME', 'NUMBER', 'SALARY'];
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const TABLE_MAX_HEIGHT = 'min(70vh, 1200px)';

type Context = { label: string };

const parts: TableComponents<Row<object>, Context> = {
  // the table scrolls inside its box, both ways: the page never scrolls sideways
  Scroller: forwardRef<HTMLDivElement, ComponentProps<'div'>>((props, ref) => <Box {...props} ref={ref} sx={{ maxHeight: TABLE_MAX_HEIGHT, overflow: 'auto' }} />),
  Table: ({ context, ...props }) => <Table {...props} aria-label={context?.label} size="small" sx={{ borderCollapse: 'separate', minWidth: '100%' }} />,
  TableHead: forwardRef<HTMLTableSectionElement, ComponentProps<'thead'>>((props, ref) => <TableHead {...props} ref={ref} />),
  TableRow: ({ item: _item, context: _context, ...props }) => <TableRow {...props} hover />,
  TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>((props, ref) => <TableBody {...props} ref={ref} />),
};

function ErrorLine({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" role="alert" sx={{ alignItems: 'center', gap: 1, color: 'error.dark', mb: 1.5, flexWrap: 'wrap' }}>
      <ErrorOutline fontSize="small" />
      <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
        {errorText(error, t('dataTable.error'))}
      </Typography>
      {onRetry && (
        <Button size="small" color="error" onClick={onRetry}>
          {t('dataTable.retry')}
        </Button>
      )}
    </Stack>
  );
}

// One staff table: server-side pages, sort and search (TanStack Table's model, MUI's table,
// react-virtuoso's rows), the columns' cell types, the CSV file of the same query.
export function DataTable<K extends string, F extends TableFilters, R extends object>(props: DataTableProps<K, F, R>) {
  const { table, namespace, view, onViewChange, answer } = props;
  const { t, i18n } = useTranslation();
  const label = useTableLabels(namespace);
  const csv = useCsvDownload();
  // the box is as tall as its rows (the header included), up to TABLE_MAX_HEIGHT, plus a sideways
  // scrollbar where the table is wider than the screen
  const [listHeight, setListHeight] = useState(0);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const scrollbar = scroller ? scroller.offsetHeight - scroller.clientHeight : 0;
  // a new page or order starts at its first row; the table stays mounted, so focus stays on the header or pager
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  useEffect(() => virtuoso.current?.scrollToIndex(0), [view.page, view.pageSize, view.sort.column, view.sort.direction]);
  const cells = answer?.cells ?? table.columns;
  const shown = useMemo(() => cells.filter((c) => !c.hidden), [cells]);

  const { rowActions } = props;
  const columns = useMemo<ColumnDef<R>[]>(
    () => [
      ...shown.map(
        (c): ColumnDef<R> => ({
          id: c.key,
          accessorFn: (row) => (row as Record<string, unknown>)[c.key],
          header: c.label,
          enableSorting: c.sortable,
          sortDescFirst: descFirst.includes(c.type),
          cell: ({ row, getValue }) => props.renderCell?.[c.key as K]?.(row.original) ?? <TableCellValue type={c.type} value={getValue()} timeZone={table.timeZone} />,
        }),
      ),
      ...(rowActions ? [{ id: ACTIONS, header: rowActions.label, enableSorting: false, cell: ({ row }) => rowActions.render(row.original) } satisfies ColumnDef<R>] : []),
    ],
    [shown, props.renderCell, table.timeZone, rowActions],
  );

  const sorting: SortingState = [{ id: view.sort.column, desc: view.sort.direction === 'desc' }];
  const pagination: PaginationState = { pageIndex: view.page - 1, pageSize: view.pageSize };
  const model = useReactTable({
    data: answer?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String((row as Record<string, unknown>)[table.tieBreak]),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: answer?.count ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) onViewChange({ ...view, page: 1, sort: { column: next.id as K, direction: next.desc ? 'desc' : 'asc' } });
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onViewChange({ ...view, page: next.pageSize === view.pageSize ? next.pageIndex + 1 : 1, pageSize: next.pageSize });
    },
  });

  const onSearch = useCallback((search: string, fieldsToSearch: string[]) => onViewChange({ ...view, page: 1, search, fieldsToSearch: fieldsToSearch as K[] }), [view, onViewChange]);
  const onFilter = (key: string, value: string | undefined) => {
    props.onExtraSearchChange({ ...props.extraSearch, [key]: value });
    if (view.page !== 1) onViewChange({ ...view, page: 1 });
  };
  const exportCsv = () => {
    if (!props.csv) return;
    const { page: _page, pageSize: _size, noLimit: _all, ...input } = props.csv.input as Record<string, unknown>;
    const headers = Object.fromEntries(table.columns.filter((c) => c.exported).map((c) => [c.key, label(c.label)]));
    void csv.download(props.csv.call, { ...input, headers });
  };

  const rows = model.getRowModel().rows;
  const error = props.error ?? csv.error;
  return (
    <Box>
      <TableToolbar
        table={table}
        namespace={namespace}
        search={view.search}
        fieldsToSearch={view.fieldsToSearch}
        onSearch={onSearch}
        extraSearch={props.extraSearch}
        onFilter={onFilter}
        filterErrors={props.filterErrors}
        filterOptions={props.filterOptions}
        optionLabel={props.optionLabel as ((filter: string, value: string) => string) | undefined}
        onExport={props.csv ? exportCsv : undefined}
        exporting={csv.exporting}
      />
      {props.csv && answer && table.exportMaxRows !== null && answer.count > table.exportMaxRows && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('dataTable.capped', { rows: new Intl.NumberFormat(i18n.language).format(table.exportMaxRows) })}
        </Typography>
      )}
      {error ? <ErrorLine error={error} onRetry={props.error ? props.onRetry : undefined} /> : null}
      {!answer && props.fetching ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('dataTable.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : answer && answer.count === 0 ? (
        (props.empty ?? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography>{t('dataTable.empty')}</Typography>
          </Paper>
        ))
      ) : answer ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }} aria-busy={props.fetching}>
          {props.fetching && <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 3 }} />}
          <TableVirtuoso
            ref={virtuoso}
            data={rows}
            components={parts as unknown as TableComponents<Row<R>, Context>}
            context={{ label: props.label }}
            initialItemCount={Math.min(rows.length, 30)}
            computeItemKey={(_, row) => row.id}
            totalListHeightChanged={setListHeight}
            scrollerRef={(el) => setScroller(el instanceof HTMLElement ? el : null)}
            style={{ height: listHeight ? listHeight + scrollbar : undefined, opacity: props.fetching ? 0.6 : 1 }}
            fixedHeaderContent={() =>
              model.getHeaderGroups().map((group) => (
                <TableRow key={group.id} sx={{ bgcolor: 'background.paper' }}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const title = header.column.id === ACTIONS ? String(header.column.columnDef.header) : label(String(header.column.columnDef.header));
                    return (
                      <TableCell key={header.id} component="th" scope="col" aria-sort={sorted ? ariaSort[sorted] : undefined} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.paper' }}>
                        {header.column.getCanSort() ? (
                          <TableSortLabel active={Boolean(sorted)} direction={sorted || (header.column.getFirstSortDir() === 'desc' ? 'desc' : 'asc')} onClick={header.column.getToggleSortingHandler()}>
                            {title}
                          </TableSortLabel>
                        ) : (
                          title
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            }
            itemContent={(_, row) =>
              row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {cellContent(cell)}
                </TableCell>
              ))
            }
          />
          <TablePagination
            component="div"
            count={answer.count}
            page={Math.min(view.page - 1, Math.max(0, Math.ceil(answer.count / view.pageSize) - 1))}
            rowsPerPage={view.pageSize}
            rowsPerPageOptions={[...table.pageSizes]}
            onPageChange={(_, page) => model.setPageIndex(page)}
            onRowsPerPageChange={(e) => model.setPageSize(Number(e.target.value))}
            labelRowsPerPage={t('dataTable.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('dataTable.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`dataTable.page.${type}`)}
            showFirstButton
            showLastButton
            sx={{ borderTop: 1, borderColor: 'divider', '.MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 }, flexWrap: 'wrap' }, '.MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } } }}
          />
        </Paper>
      ) : null}
    </Box>
  );
}
