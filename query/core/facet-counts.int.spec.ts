import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetValue } from '../../contracts/marketplace/jobs/calls';
import { sqlTargets, type OpenedEngine } from '../../tests/support/test-databases';
import { FACET_VALUES_MAX, facetCounts } from './facet-counts';

const tag = (k: number) => `tag${String(k).padStart(2, '0')}`;

// 32 people: person r (1 to 32) is tagged tag<r> to tag32, so tag<k> is carried by k of them; the
// odd ones work full time, the even ones part time
const taggedPeople = Array.from({ length: 32 }, (_, i) => [
  i % 2 === 0 ? 'e:FULL_TIME' : 'e:PART_TIME',
  ...Array.from({ length: 32 - i }, (_, j) => `t:${tag(i + 1 + j)}`),
]);

// tag<k> counted k times, for the k given, most carried first
const tagCounts = (ks: readonly number[]): FacetValue[] => ks.map((k) => ({ value: tag(k), count: k }));
const downFrom = (from: number, length: number) => Array.from({ length }, (_, i) => from - i);

// The filter values beside a search, counted over rows of filter keys (a small table of the
// spec's own), on every SQL engine.
describe.each(sqlTargets)('counting filter values on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    await sql`CREATE TABLE facet_row (id serial PRIMARY KEY, facets text[] NOT NULL)`.execute(opened.engine.db);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  // the rows the counts read, in place of any before
  const given = async (rows: readonly (readonly string[])[]) => {
    const db = opened.engine.db;
    await sql`DELETE FROM facet_row`.execute(db);
    for (const facets of rows) await sql`INSERT INTO facet_row (facets) VALUES (${facets}::text[])`.execute(db);
  };
  const counts = (chosen: Parameters<typeof facetCounts>[2], sample?: number) => facetCounts(opened.engine.db, sql`SELECT facets FROM facet_row`, chosen, sample);

  it.skipIf(skipReason)('offers the values most carried first, then alphabetically', async () => {
    await given([
      ['e:FULL_TIME', 's:Senior', 't:go'],
      ['e:PART_TIME', 's:Junior', 't:rust'],
      ['e:PART_TIME', 's:Senior', 't:rust'],
      ['e:PART_TIME', 's:Junior', 't:rust'],
      ['e:CONTRACT', 's:Junior', 't:zig'],
      ['e:CONTRACT', 's:Senior', 't:ada'],
      ['e:INTERN', 's:Junior', 't:zig'],
      ['e:INTERN', 's:Lead', 't:ada'],
    ]);
    expect(await counts({})).toEqual({
      employmentType: [
        { value: 'PART_TIME', count: 3 },
        { value: 'CONTRACT', count: 2 },
        { value: 'INTERN', count: 2 },
        { value: 'FULL_TIME', count: 1 },
      ],
      seniorityLevel: [
        { value: 'Junior', count: 4 },
        { value: 'Senior', count: 3 },
        { value: 'Lead', count: 1 },
      ],
      tags: [
        { value: 'rust', count: 3 },
        { value: 'ada', count: 2 },
        { value: 'zig', count: 2 },
        { value: 'go', count: 1 },
      ],
      company: [],
      approximate: false,
    });
  });

  it.skipIf(skipReason)('offers at most thirty values of a filter, the most carried', async () => {
    await given(taggedPeople);
    const { tags, employmentType } = await counts({});
    expect(FACET_VALUES_MAX).toBe(30);
    expect(tags).toEqual(tagCounts(downFrom(32, 30)));
    expect(employmentType).toEqual([
      { value: 'FULL_TIME', count: 16 },
      { value: 'PART_TIME', count: 16 },
    ]);
  });

  it.skipIf(skipReason)('lists the chosen tags first as typed, counted whatever their case, then the others within thirty', async () => {
    await given(taggedPeople);
    const { tags, employmentType } = await counts({ tags: ['Tag02', 'TAG01'] });
    // tag01 and tag02 are the first two people's: the other filters count them only
    expect(tags).toEqual([{ value: 'Tag02', count: 2 }, { value: 'TAG01', count: 1 }, ...tagCounts(downFrom(32, 28))]);
    expect(employmentType).toEqual([
      { value: 'FULL_TIME', count: 1 },
      { value: 'PART_TIME', count: 1 },
    ]);
  });

  it.skipIf(skipReason)('says the counts are lower bounds only when more rows match than it reads', async () => {
    await given(Array.from({ length: 5 }, () => ['e:FULL_TIME']));
    const exact = await counts({}, 5);
    expect(exact.approximate).toBe(false);
    expect(exact.employmentType).toEqual([{ value: 'FULL_TIME', count: 5 }]);
    expect((await counts({}, 4)).approximate).toBe(true);
  });
});
