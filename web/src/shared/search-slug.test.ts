import { describe, expect, it } from 'vitest';
import { buildSearchSlug, categoryPath, parseSlug, searchPath } from './search-slug';

describe('list slugs', () => {
  it('builds category links as label-jobs-SRCH_L_Q0,{length}, encoded', () => {
    expect(categoryPath('jobs', 'QA')).toBe('/jobs/QA-jobs-SRCH_L_Q0%2C2');
    expect(categoryPath('resumes', 'Marketing / Sales')).toBe(`/resumes/${encodeURIComponent('Marketing / Sales-resumes-SRCH_L_Q0,17')}`);
  });

  it('reads the query back from the Q offset and length, whatever it contains', () => {
    expect(parseSlug('Marketing / Sales-jobs-SRCH_L_Q0,17')).toEqual({ kind: 'search', search: { query: 'Marketing / Sales', placeIndex: null } });
    const slug = buildSearchSlug('jobs', { query: 'front-end', placeIndex: 1, datePosted: 172800 });
    expect(slug).toBe('front-end-jobs-in-Tel-Aviv-SRCH_L1_Q0,9_D172800');
    expect(parseSlug(slug)).toEqual({ kind: 'search', search: { query: 'front-end', placeIndex: 1, datePosted: 172800 } });
  });

  it('takes a job id from the end of an item slug', () => {
    expect(parseSlug('acme-qa-engineer-tel-aviv-abc123')).toEqual({ kind: 'item', id: 'abc123' });
    expect(parseSlug('acme-qa-tel-aviv-3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).toEqual({ kind: 'item', id: '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f' });
    expect(parseSlug(undefined)).toEqual({ kind: 'none' });
  });

  it('keeps /jobs bare for an empty search', () => {
    expect(searchPath('jobs', { query: ' ', placeIndex: null })).toBe('/jobs');
  });
});
