import { describe, expect, it } from 'vitest';
import { parseSlug } from '../../../shared/search-slug';
import { filtersFromQuery, noFilters } from './job-filters';
import { listQuery, pageFromQuery } from './use-search-from-address';

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
