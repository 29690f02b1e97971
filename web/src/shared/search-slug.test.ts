import { describe, expect, it } from 'vitest';
import { defaultPlaces } from '@contracts/marketplace/locations/locations';
import { buildSearchSlug, categoryPath, parseSlug, searchPath, searchPlace, withPlace } from './search-slug';

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

  it('names a place off the built-in list by its coordinates (C) and reads its names back from the text', () => {
    const search = { query: 'qa', placeIndex: null, coordinates: { lng: 35.57212, lat: 33.20733, locality: 'Qiryat Shmona', country: 'Israel' } };
    const slug = buildSearchSlug('jobs', search);
    expect(slug).toBe('qa-jobs-in-Qiryat-Shmona-Israel-SRCH_L_C35d57212,33d20733,6,13_Q0,2');
    expect(parseSlug(slug)).toEqual({ kind: 'search', search });
    const west = { query: '', placeIndex: null, coordinates: { lng: -73.935242, lat: 40.73061, locality: 'New York City', country: 'United States' } };
    expect(parseSlug(decodeURIComponent(searchPath('resumes', west).slice('/resumes/'.length)))).toEqual({ kind: 'search', search: west });
    // coordinates alone, as another site may link
    expect(parseSlug('jobs-SRCH_L_C34d94821,29d55805,0,0')).toEqual({ kind: 'search', search: { query: '', placeIndex: null, coordinates: { lng: 34.94821, lat: 29.55805 } } });
    expect(parseSlug('jobs-SRCH_L_C34d9,291,0,0')).toEqual({ kind: 'search', search: { query: '', placeIndex: null } });
  });

  it('keeps a built-in place as its index, and any other by where it is', () => {
    expect(withPlace({ query: 'qa', placeIndex: null, coordinates: { lng: 1, lat: 2 } }, defaultPlaces[3])).toEqual({ query: 'qa', placeIndex: 3 });
    const eilat = { index: 1004, name: 'Eilat', nameHe: 'אילת', country: 'Israel', countryCode: 'IL', lat: 29.55805, lng: 34.94821 };
    const near = withPlace({ query: '', placeIndex: 1 }, eilat);
    expect(near).toEqual({ query: '', placeIndex: null, coordinates: { lng: 34.94821, lat: 29.55805, locality: 'Eilat', country: 'Israel' } });
    expect(searchPlace(near)).toMatchObject({ index: -1, name: 'Eilat', lat: 29.55805, lng: 34.94821 });
    expect(withPlace(near, null)).toEqual({ query: '', placeIndex: null });
  });

  it('keeps /jobs bare for an empty search', () => {
    expect(searchPath('jobs', { query: ' ', placeIndex: null })).toBe('/jobs');
  });
});
