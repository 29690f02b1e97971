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


// Where a list's moves take the address (jobs or resumes): an item opened from the results, back to
// them, a new search, another page. A page is an address of its own: back returns to the page before.
export function useListAddress(type: ListType, itemPath: (item: never) => string, state: { search: SearchCriteria; filters: JobFilters; page: number; slug: string | undefined; selectedId: string | null | undefined }) {
  const navigate = useNavigate();
  const { search, filters, page, slug, selectedId } = state;
  const open = useCallback(<T,>(item: T) => navigate(`${(itemPath as (item: T) => string)(item)}${listQuery(filters, page, { type, search })}`), [navigate, itemPath, filters, page, type, search]);
  return {
    open,
    backToResults: () => navigate(`${searchPath(type, search)}${listQuery(filters, page)}`),
    searchFor: (next: SearchCriteria, nextFilters: JobFilters) => navigate(`${searchPath(type, next)}${filtersToQuery(nextFilters)}`),
    changePage: (next: number) => {
      navigate(selectedId && slug ? `/${type}/${encodeURIComponent(slug)}${listQuery(filters, next, { type, search })}` : `${searchPath(type, search)}${listQuery(filters, next)}`);
      window.scrollTo({ top: 0 });
    },
  };
}
