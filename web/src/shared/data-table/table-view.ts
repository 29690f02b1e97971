import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatNamespace } from 'i18next';
import type { FilterValues, TableDescriptor, TableFilters, TableInput, TableSort } from '@contracts/core/data-table';

// What the reader chose in a table: the search, the page and the sort. The filters (extraSearch)
// belong to the screen, which may keep them in the address.
export type TableView<K extends string = string> = {
  search: string;
  // empty: every searchable column
  fieldsToSearch: K[];
  page: number;
  pageSize: number;
  sort: TableSort<K>;
};

export const initialView = <K extends string>(table: TableDescriptor<K>): TableView<K> => ({
  search: '',
  fieldsToSearch: [],
  page: 1,
  pageSize: table.defaultPageSize,
  sort: table.defaultSort,
});

export const useTableView = <K extends string, F extends TableFilters>(table: TableDescriptor<K, F>) => useState(() => initialView(table));

// The table call's input for a view and the screen's filters.
export const tableRequest = <K extends string, E>(view: TableView<K>, extraSearch: E) => ({
  extraSearch,
  ...(view.search ? { search: view.search } : {}),
  ...(view.fieldsToSearch.length ? { fieldsToSearch: view.fieldsToSearch } : {}),
  page: view.page,
  pageSize: view.pageSize,
  sort: view.sort,
});

// What a data table shows of its query's state: the answer, whether it is being read, the error, a retry.
export const tableAnswer = <A>(query: { data?: A; isFetching: boolean; error?: unknown; refetch: () => unknown }) => ({
  answer: query.data,
  fetching: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
});

export type TableRequest<K extends string, F extends TableFilters> = TableInput<K, F> & { extraSearch: Partial<FilterValues<F>> };

// Column and filter labels are codes the table declares, keys of its screen's namespace.
export const useTableLabels = (namespace: FlatNamespace): ((code: string) => string) => {
  const { t } = useTranslation(namespace);
  return t as unknown as (code: string) => string;
};
