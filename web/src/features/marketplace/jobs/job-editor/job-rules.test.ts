import { describe, expect, it } from 'vitest';
import { jobInfoSchema } from '@contracts/marketplace/jobs/job';
import { addTag, removeTag, toggleBest } from './tags';

const validJob = {
  title: 'QA Engineer',
  company: 'Acme',
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Junior',
  description: 'Test things',
  location: 'Haifa',
  loc_lat: 32.79,
  loc_lng: 34.98,
};

const issuePaths = (input: Record<string, unknown>) => {
  const result = jobInfoSchema.safeParse({ ...validJob, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('job form rules', () => {
  it('needs the maximum salary once a minimum is set, and the other way round', () => {
    expect(issuePaths({ salaryMin: 10000 })).toEqual(['salaryMax']);
    expect(issuePaths({ salaryMax: 10000 })).toEqual(['salaryMin']);
    expect(issuePaths({ salaryMin: 10000, salaryMax: 15000 })).toEqual([]);
    expect(issuePaths({})).toEqual([]);
  });

  it('finds the salary problems beside every other one, not after them', () => {
    expect(issuePaths({ title: '', description: '', salaryMin: 10000, salaryMax: null })).toEqual(['title', 'description', 'salaryMax']);
    expect(issuePaths({ company: '', tags: ['a', 'A'], selectedTags: ['b'] })).toEqual(['company', 'selectedTags', 'tags']);
  });

  it('refuses a maximum below the minimum and a negative minimum', () => {
    expect(issuePaths({ salaryMin: 15000, salaryMax: 10000 })).toEqual(['salaryMax']);
    expect(issuePaths({ salaryMin: -1, salaryMax: 10 })).toEqual(['salaryMin']);
  });

  it('needs a picked location (with coordinates) and a numeric zip code', () => {
    expect(issuePaths({ loc_lat: undefined, loc_lng: undefined })).toEqual(['loc_lat', 'loc_lng']);
    expect(issuePaths({ postalCode: '12a' })).toEqual(['postalCode']);
  });

  it('adds up to 10 tags, once each', () => {
    let state = { tags: [] as string[], selectedTags: [] as string[] };
    for (let i = 0; i < 10; i++) state = addTag(state, `tag${i}`).state;
    expect(state.tags).toHaveLength(10);
    const eleventh = addTag(state, 'one-more');
    expect(eleventh.problem).toBe('tagLimit');
    expect(eleventh.state.tags).toHaveLength(10);
    expect(addTag({ tags: ['React'], selectedTags: [] }, ' react ').state.tags).toEqual(['React']);
  });

  it('marks up to 3 tags as best, and removing a tag unmarks it', () => {
    let state = { tags: ['a', 'b', 'c', 'd'], selectedTags: [] as string[] };
    for (const tag of ['a', 'b', 'c']) state = toggleBest(state, tag).state;
    const fourth = toggleBest(state, 'd');
    expect(fourth.problem).toBe('bestLimit');
    expect(fourth.state.selectedTags).toEqual(['a', 'b', 'c']);
    state = removeTag(state, 'b');
    expect(state).toEqual({ tags: ['a', 'c', 'd'], selectedTags: ['a', 'c'] });
    expect(toggleBest(state, 'd').state.selectedTags).toEqual(['a', 'c', 'd']);
    expect(toggleBest(state, 'a').state.selectedTags).toEqual(['c']);
  });
});
