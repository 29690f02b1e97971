import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../contracts/database';
import type { SearchFacets } from '../../contracts/marketplace/jobs/calls';
import { JOB_TOTAL_CAP } from '../../contracts/marketplace/jobs/job';
import { JOB_FACET_PREFIX } from '../../contracts/marketplace/jobs/job-row';

type FacetField = keyof typeof JOB_FACET_PREFIX;
const fields = Object.keys(JOB_FACET_PREFIX) as FacetField[];

// Values offered per filter at most (the chosen ones always).
export const FACET_VALUES_MAX = 30;

// The most matches the counts read: as many as a list counts before it says '1,000+'.
export const FACET_SAMPLE = JOB_TOTAL_CAP;

// Each filter's values with their counts over the matches of `base` (rows with a `facets` array of
// filter keys, already narrowed by everything but the filters): a key of one filter is counted over
// the rows that pass every other filter, so the filter's own alternatives stay on offer. One
// statement, one pass over the matches.
//
// Counting costs what reading the matches' keys costs, so it reads at most `sample` matches, in
// whatever order the indexes give them (no sort: ranking every match first is the cost this cap
// avoids). Up to `sample` matches the counts are exact. Beyond, each count is over the first
// `sample` matches read, so it is a lower bound of the true count: `approximate` says so, and the
// lists show it as 'at least' ('350+'). A value that many matches carry shows up among so many
// matches, so the values offered are still the common ones.
export async function facetCounts(
  db: Kysely<Database>,
  base: RawBuilder<unknown>,
  chosen: Partial<Record<FacetField, readonly string[]>>,
  sample = FACET_SAMPLE,
): Promise<SearchFacets> {
  const keysOf = (field: FacetField) => (chosen[field] ?? []).map((v) => JOB_FACET_PREFIX[field] + (field === 'tags' ? v.toLowerCase() : v));
  const active = fields.filter((field) => keysOf(field).length > 0);
  const passes = (field: FacetField) => sql<boolean>`b.facets && ${keysOf(field)}::text[]`;
  const allBut = (field: FacetField): RawBuilder<boolean> => {
    const others = active.filter((f) => f !== field);
    return others.length ? sql<boolean>`(${sql.join(others.map(passes), sql` AND `)})` : sql<boolean>`true`;
  };
  // keys of other kinds (a resume's place cells) are not filters: never counted
  const where = sql`CASE left(f, 2) ${sql.join(fields.map((field) => sql`WHEN ${JOB_FACET_PREFIX[field]} THEN ${allBut(field)}`), sql` `)} ELSE false END`;
  const { rows } = await sql<{ key: string | null; n: number; read: number }>`WITH b AS MATERIALIZED (${base} LIMIT ${sample + 1})
    SELECT c.key, c.n, (SELECT count(*)::int FROM b) AS read FROM (SELECT 1) one
      LEFT JOIN (SELECT f AS key, count(*)::int AS n FROM b, unnest(b.facets) f WHERE ${where} GROUP BY f) c ON true`.execute(db);
  const approximate = (rows[0]?.read ?? 0) > sample;
  const counts = rows.filter((r): r is { key: string; n: number; read: number } => r.key !== null);
  const facets: SearchFacets = { tags: [], employmentType: [], seniorityLevel: [], company: [], approximate };
  const counted = new Map(counts.map((r) => [r.key, r.n]));
  for (const field of fields) {
    const prefix = JOB_FACET_PREFIX[field];
    const picked = new Set(keysOf(field));
    const values = counts
      .filter((r) => r.key.startsWith(prefix) && !picked.has(r.key))
      .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key))
      .slice(0, Math.max(0, FACET_VALUES_MAX - picked.size))
      .map((r) => ({ value: r.key.slice(prefix.length), count: r.n }));
    const chosenValues = (chosen[field] ?? []).map((value, i) => ({ value, count: counted.get(keysOf(field)[i]!) ?? 0 }));
    facets[field] = [...chosenValues, ...values];
  }
  return facets;
}
