import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildSearchSlug, emptySearch, parseSlug, searchPath, type ListType, type ParsedSlug, type SearchCriteria } from '../../../shared/search-slug';
import { filtersFromQuery, filtersToQuery, sameFilters, type JobFilters } from './job-filters';

export const sameSearch = (a: SearchCriteria, b: SearchCriteria) => JSON.stringify(a) === JSON.stringify(b);

// /jobs/{slug}?{filters} (and /resumes/…): a search slug (…-SRCH_…) sets the search, an item slug opens that job
// beside the current search, no slug lists everything; the query holds the filter bar's choices.
// Opening a job keeps the search, its filters and the page (?page=2, 1-based); a new search or
// filter starts at page one. Every list address is thus whole: pasted, it restores the search, the
// filters, the page and the open card, and the browser's back button walks back through them.
export const pageFromQuery = (query: URLSearchParams): number => {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page - 1 : 0;
};

// The query of a list address: the filters, the page when past the first, and with a card open
// the search it was opened from (its search slug: an item's slug holds only the item).
export const listQuery = (filters: JobFilters, page = 0, from?: { type: ListType; search: SearchCriteria }): string => {
  const query = new URLSearchParams(filtersToQuery(filters));
  if (page > 0) query.set('page', String(page + 1));
  if (from && !sameSearch(from.search, emptySearch)) query.set('search', buildSearchSlug(from.type, from.search));
  const text = query.toString();
  return text ? `?${text}` : '';
};

// the search an item's address was opened from
const searchOf = (parsed: ParsedSlug, query: URLSearchParams): SearchCriteria | null => {
  if (parsed.kind === 'search') return parsed.search;
  const from = parseSlug(query.get('search') ?? undefined);
  return from.kind === 'search' ? from.search : parsed.kind === 'none' ? emptySearch : null;
};

export const useSearchFromAddress = (slug: string | undefined, query: URLSearchParams) => {
  const parsed = parseSlug(slug);
  const [search, setSearch] = useState<SearchCriteria>(searchOf(parsed, query) ?? emptySearch);
  const [filters, setFilters] = useState<JobFilters>(() => filtersFromQuery(query));
  const [seen, setSeen] = useState({ slug, query: query.toString() });
  if (slug !== seen.slug || query.toString() !== seen.query) {
    setSeen({ slug, query: query.toString() });
    const next = searchOf(parsed, query) ?? search;
    const nextFilters = filtersFromQuery(query);
    if (!sameSearch(next, search) || !sameFilters(nextFilters, filters)) {
      setSearch(next);
      setFilters(nextFilters);
    }
  }
  return { search, filters, page: pageFromQuery(query), selectedId: parsed.kind === 'item' ? parsed.id : null };
};

// The search and filters a move of the search box or the filter bar starts from, and where it goes.
export type ListSearch = { search: SearchCriteria; filters: JobFilters };
export type SearchChange = (now: ListSearch) => ListSearch;

type ListAddress = ListSearch & { page: number; itemSlug: string | null };

// The list address in the browser at the moment of a move (an open item keeps its slug for its path).
// A navigation renders in a transition: a move built from the address the last render read (a filter,
// then a page before the list re-renders) would undo the move before it.
const listAddressNow = (): ListAddress => {
  const segment = window.location.pathname.split('/')[2];
  const slug = segment ? decodeURIComponent(segment) : undefined;
  const query = new URLSearchParams(window.location.search);
  const parsed = parseSlug(slug);
  return { search: searchOf(parsed, query) ?? emptySearch, filters: filtersFromQuery(query), page: pageFromQuery(query), itemSlug: parsed.kind === 'item' ? (slug ?? null) : null };
};

// Where a list's moves take the address (jobs or resumes): an item opened from the results, back to
// them, a new search or filter, another page. A page is an address of its own: back returns to the page before.
export function useListAddress(type: ListType, itemPath: (item: never) => string) {
  const navigate = useNavigate();
  const go = useCallback((to: (now: ListAddress) => string) => navigate(to(listAddressNow())), [navigate]);
  const open = useCallback(<T,>(item: T) => go((now) => `${(itemPath as (item: T) => string)(item)}${listQuery(now.filters, now.page, { type, search: now.search })}`), [go, itemPath, type]);
  return {
    open,
    backToResults: () => go((now) => `${searchPath(type, now.search)}${listQuery(now.filters, now.page)}`),
    searchFor: (change: SearchChange) =>
      go((now) => {
        const next = change(now);
        return `${searchPath(type, next.search)}${filtersToQuery(next.filters)}`;
      }),
    changePage: (next: number) => {
      go((now) => (now.itemSlug ? `/${type}/${encodeURIComponent(now.itemSlug)}${listQuery(now.filters, next, { type, search: now.search })}` : `${searchPath(type, now.search)}${listQuery(now.filters, next)}`));
      window.scrollTo({ top: 0 });
    },
  };
}
