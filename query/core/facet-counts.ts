import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../contracts/database';
import type { SearchFacets } from '../../contracts/marketplace/jobs/calls';
import { JOB_FACET_PREFIX } from '../../contracts/marketplace/jobs/job-row';

type FacetField = keyof typeof JOB_FACET_PREFIX;
const fields = Object.keys(JOB_FACET_PREFIX) as FacetField[];

// Values offered per filter at most (the chosen ones always).
export const FACET_VALUES_MAX = 30;

// Each filter's values with their counts over every match of `base` (rows with a `facets` array of
// filter keys, already narrowed by everything but the filters): a key of one filter is counted over
// the rows that pass every other filter, so the filter's own alternatives stay on offer. One
// statement, one pass over the matches.
export async function facetCounts(db: Kysely<Database>, base: RawBuilder<unknown>, chosen: Partial<Record<FacetField, readonly string[]>>): Promise<SearchFacets> {
  const keysOf = (field: FacetField) => (chosen[field] ?? []).map((v) => JOB_FACET_PREFIX[field] + (field === 'tags' ? v.toLowerCase() : v));
  const active = fields.filter((field) => keysOf(field).length > 0);
  const passes = (field: FacetField) => sql<boolean>`b.facets && ${keysOf(field)}::text[]`;
  const allBut = (field: FacetField): RawBuilder<boolean> => {
    const others = active.filter((f) => f !== field);
    return others.length ? sql<boolean>`(${sql.join(others.map(passes), sql` AND `)})` : sql<boolean>`true`;
  };
  const where = active.length
    ? sql`CASE left(f, 2) ${sql.join(fields.map((field) => sql`WHEN ${JOB_FACET_PREFIX[field]} THEN ${allBut(field)}`), sql` `)} ELSE false END`
    : sql`true`;
  const { rows } = await sql<{ key: string; n: number }>`SELECT f AS key, count(*)::int AS n FROM (${base}) b, unnest(b.facets) f WHERE ${where} GROUP BY f`.execute(db);
  const facets: SearchFacets = { tags: [], employmentType: [], seniorityLevel: [], company: [] };
  const counted = new Map(rows.map((r) => [r.key, r.n]));
  for (const field of fields) {
    const prefix = JOB_FACET_PREFIX[field];
    const picked = new Set(keysOf(field));
    const values = rows
      .filter((r) => r.key.startsWith(prefix) && !picked.has(r.key))
      .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key))
      .slice(0, Math.max(0, FACET_VALUES_MAX - picked.size))
      .map((r) => ({ value: r.key.slice(prefix.length), count: r.n }));
    const chosenValues = (chosen[field] ?? []).map((value, i) => ({ value, count: counted.get(keysOf(field)[i]!) ?? 0 }));
    facets[field] = [...chosenValues, ...values];
  }
  return facets;
}
