import { describe, expect, it } from 'vitest';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { activeFilters, filtersFromQuery, filtersToQuery, noFilters, offeredValues, toggled, type JobFilters } from './job-filters';
import { toSearchParams } from './use-job-search';
import { matchesSearch } from './job-changes';

const read = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('the job filters in the address', () => {
  it('reads back what it writes, a company with a comma included', () => {
    const filters: JobFilters = { radius: 10, employmentType: ['PART_TIME', 'CONTRACTOR'], seniorityLevel: ['Senior'], tags: ['React', 'Node.js'], company: ['Acme, Inc.', 'Globex'] };
    const query = filtersToQuery(filters);
    expect(query).toBe('?type=PART_TIME%2CCONTRACTOR&seniority=Senior&tags=React%2CNode.js&company=Acme%2C+Inc.&company=Globex&radius=10');
    expect(read(query.slice(1))).toEqual(filters);
  });

  it('writes nothing without filters', () => {
    expect(filtersToQuery(noFilters)).toBe('');
    expect(read('')).toEqual(noFilters);
  });

  it('leaves out what the search would refuse instead of failing the page', () => {
    expect(read('radius=7&type=FULL_TIME,NOPE&seniority=Boss,Junior')).toEqual({ ...noFilters, employmentType: ['FULL_TIME'], seniorityLevel: ['Junior'] });
    const tags = Array.from({ length: 25 }, (_, i) => `t${i}`);
    expect(read(`tags=${tags.join(',')},${'x'.repeat(61)}`).tags).toEqual(tags.slice(0, 20));
    // the same tag twice, in two cases, counts once
    expect(read('tags=React,react,%20vue%20').tags).toEqual(['React', 'vue']);
  });
});

describe('what the filters ask of the search', () => {
  const telAviv = { query: 'engineer', placeIndex: 1 };

  it('sends the chosen filters, and the distance only around a place', () => {
    const filters: JobFilters = { radius: 5, employmentType: ['INTERN'], seniorityLevel: ['Junior'], tags: ['SQL'], company: ['Acme'] };
    expect(toSearchParams(telAviv, filters)).toMatchObject({
      queryString: 'engineer',
      radius: 5,
      employmentType: ['INTERN'],
      seniorityLevel: ['Junior'],
      tags: ['SQL'],
      company: ['Acme'],
    });
    expect(toSearchParams(telAviv, noFilters).radius).toBe(25);
    expect(toSearchParams({ query: '', placeIndex: null }, filters)).not.toHaveProperty('radius');
  });

  it('counts the filters that narrow the list', () => {
    const filters: JobFilters = { ...noFilters, radius: 5, tags: ['a', 'b'] };
    expect(activeFilters(filters, undefined, true)).toBe(2);
    expect(activeFilters(filters, 86_400, false)).toBe(2);
    expect(activeFilters(noFilters, undefined, true)).toBe(0);
  });
});

const job = (fields: Partial<JobListItem>): JobListItem => ({ company: 'Acme', tags: [], ...fields }) as JobListItem;

describe('the values a filter offers', () => {
  it("offers the chosen values first, whatever their case, then the server's counts in its order", () => {
    const counted = [
      { value: 'react', count: 2 },
      { value: 'go', count: 1 },
      { value: 'sql', count: 1 },
    ];
    expect(offeredValues(counted, [])).toEqual([
      { value: 'react', count: 2, selected: false },
      { value: 'go', count: 1, selected: false },
      { value: 'sql', count: 1, selected: false },
    ]);
    expect(offeredValues(counted, ['React', 'Initech'])).toEqual([
      { value: 'React', count: 2, selected: true },
      { value: 'Initech', count: 0, selected: true },
      { value: 'go', count: 1, selected: false },
      { value: 'sql', count: 1, selected: false },
    ]);
    expect(offeredValues(counted, [], 1)).toHaveLength(1);
    expect(offeredValues(undefined, ['Go'])).toEqual([{ value: 'Go', count: 0, selected: true }]);
  });

  it('toggles a value whatever its case', () => {
    expect(toggled(['React'], 'react')).toEqual([]);
    expect(toggled(['React'], 'Go')).toEqual(['React', 'Go']);
  });

  it('keeps a live change in a tag-filtered list whatever the case of its tags', () => {
    const row = job({ tags: ['React'], employmentType: 'FULL_TIME', seniorityLevel: 'Senior', datecreated: new Date().toISOString() });
    expect(matchesSearch(row, { tags: ['react'] })).toBe(true);
    expect(matchesSearch(row, { tags: ['vue'] })).toBe(false);
  });
});
