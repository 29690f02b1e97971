import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageFromQuery } from '../use-search-from-address';

export const myJobsFilters = ['all', 'active', 'inactive'] as const;
export type MyJobsFilter = (typeof myJobsFilters)[number];

export type MyJobsAddress = { filter: MyJobsFilter; page: number; open: string | null };

// /myJobs?status=inactive&page=2&job={id} (or job=new): the filter, the page (1-based, as the lists'
// ?page) and the job open in the editor. Every move is an address of its own, so a pasted or reloaded
// address restores them and back walks back.
export const myJobsQuery = ({ filter, page, open }: MyJobsAddress): string => {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('status', filter);
  if (page > 0) query.set('page', String(page + 1));
  if (open) query.set('job', open);
  const text = query.toString();
  return text ? `?${text}` : '';
};

export const readMyJobsAddress = (query: URLSearchParams): MyJobsAddress => {
  const status = query.get('status');
  return {
    filter: myJobsFilters.find((f) => f === status) ?? 'all',
    page: pageFromQuery(query),
    open: query.get('job')?.slice(0, 100) || null,
  };
};

export function useMyJobsAddress() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const address = readMyJobsAddress(query);
  // Each move starts from the address as it is now, not as the last render read it: a navigation
  // renders in a transition, so a click right after another (a tab, then a page) would undo the first.
  const go = useCallback(
    (change: (now: MyJobsAddress) => MyJobsAddress, replace = false) =>
      navigate(`/myJobs${myJobsQuery(change(readMyJobsAddress(new URLSearchParams(window.location.search))))}`, { replace }),
    [navigate],
  );
  return {
    ...address,
    setFilter: (filter: MyJobsFilter) => go(() => ({ filter, page: 0, open: null })),
    setPage: (page: number) => {
      go((now) => ({ ...now, page, open: null }));
      window.scrollTo({ top: 0 });
    },
    openJob: (id: string) => go((now) => ({ ...now, open: id })),
    closeJob: () => go((now) => ({ ...now, open: null })),
    // a page past the end (jobs went away) becomes the last one
    fixPage: (page: number) => go((now) => ({ ...now, page }), true),
  };
}
