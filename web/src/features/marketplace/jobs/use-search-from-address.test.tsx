import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { parseSlug, searchPath } from '../../../shared/search-slug';
import { filtersFromQuery, noFilters, type JobFilters } from './job-filters';
import { listQuery, pageFromQuery, useListAddress } from './use-search-from-address';

describe('a list address', () => {
  it('reads back the filters, the page and the search a card was opened from', () => {
    const search = { query: 'node.js & react', placeIndex: 1, datePosted: 604_800 };
    const text = listQuery({ ...noFilters, seniorityLevel: ['Senior'], tags: ['Go'] }, 3, { type: 'resumes', search });
    const query = new URLSearchParams(text);
    expect(pageFromQuery(query)).toBe(3);
    expect(filtersFromQuery(query)).toMatchObject({ seniorityLevel: ['Senior'], tags: ['Go'] });
    expect(parseSlug(query.get('search') ?? undefined)).toEqual({ kind: 'search', search });
  });

  it('leaves out the first page and an empty search, and refuses a page that is no page', () => {
    expect(listQuery(noFilters, 0, { type: 'jobs', search: { query: '', placeIndex: null } })).toBe('');
    for (const page of ['0', '-2', '1.5', 'x', '99999']) expect(pageFromQuery(new URLSearchParams({ page }))).toBe(0);
    expect(pageFromQuery(new URLSearchParams({ page: '2' }))).toBe(1);
  });
});

type Moves = ReturnType<typeof useListAddress>;

// The moves as the list's first render holds them: every later move is made before a re-render.
const firstMoves = (): Moves => {
  let first: Moves | undefined;
  const List = () => {
    const moves = useListAddress('jobs', (job: { id: string }) => `/jobs/acme-${job.id}`);
    first ??= moves;
    return null;
  };
  render(<RouterProvider router={createBrowserRouter([{ path: '/jobs/:slug?', element: <List /> }])} />);
  return first!;
};

const address = () => `${window.location.pathname}${window.location.search}`;

describe("a list's moves", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('each start from the address as it is then, so moves made before the list re-renders all reach it', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const search = { query: 'react', placeIndex: null };
    window.history.replaceState(null, '', searchPath('jobs', search));
    const moves = firstMoves();
    const filters: JobFilters = { ...noFilters, seniorityLevel: ['Senior'], employmentType: ['INTERN'] };

    await act(async () => void moves.searchFor((now) => ({ ...now, filters: { ...now.filters, seniorityLevel: ['Senior'] } })));
    await act(async () => void moves.searchFor((now) => ({ ...now, filters: { ...now.filters, employmentType: ['INTERN'] } })));
    await act(async () => moves.changePage(1));
    expect(address()).toBe(`${searchPath('jobs', search)}${listQuery(filters, 1)}`);

    await act(async () => void moves.open({ id: 'j1' }));
    expect(address()).toBe(`/jobs/acme-j1${listQuery(filters, 1, { type: 'jobs', search })}`);
    await act(async () => moves.changePage(2));
    expect(address()).toBe(`/jobs/acme-j1${listQuery(filters, 2, { type: 'jobs', search })}`);

    await act(async () => void moves.backToResults());
    expect(address()).toBe(`${searchPath('jobs', search)}${listQuery(filters, 2)}`);
  });
});
