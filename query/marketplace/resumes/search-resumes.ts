import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams, SearchFacets } from '../../../contracts/marketplace/jobs/calls';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP } from '../../../contracts/marketplace/jobs/job';
import { jobFacets } from '../../../contracts/marketplace/jobs/job-row';
import { placeCellsNear } from '../../../contracts/marketplace/resumes/place-cells';
import type { ResumeListItem } from '../../../contracts/marketplace/resumes/resume';
import { resumeListColumns, toResumeListItem, type FileLink, type ResumeListRow } from '../../../contracts/marketplace/resumes/resume-row';
import { facetCounts } from '../../core/facet-counts';
import { keywordQuery, wordsQuery } from '../jobs/search-jobs';

const EARTH_KM = 6371;

// How a search picks its way (BENCHMARKS.md, resume search over 100k profiles; tests set others).
export type ResumeSearchTuning = {
  // up to this many matches are all read, ranked by relevance and distance; beyond, the listing is walked
  rankedMax: number;
};
export const resumeSearchTuning: ResumeSearchTuning = { rankedMax: 2_000 };

// The words typed, as tag keys: a word that is a tag of the resume ranks it up.
const wordTags = (text: string | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => jobFacets('tags', [w])[0]!);

const distance = (origin: { lat: number; lng: number }) =>
  sql<number>`2 * ${EARTH_KM} * asin(sqrt(power(sin(radians(loc_lat - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat})) * cos(radians(loc_lat)) * power(sin(radians(loc_lng - ${origin.lng}) / 2), 2)))`;

// Everything but the filter keys (seniority, employment type, tags): the words, the place and the
// date. Facets are counted over these with the filters applied by facetCounts.
function baseConditions(params: JobSearchParams, now: Date): RawBuilder<boolean>[] {
  const all: RawBuilder<boolean>[] = [sql<boolean>`listed`];
  const tsQuery = keywordQuery(params.queryString);
  if (tsQuery) all.push(sql<boolean>`words @@ ${wordsQuery(tsQuery)}`);
  if (params.updated) all.push(sql<boolean>`updated_at >= ${new Date(now.getTime() - params.updated * 1000)}`);
  const origin = params.locationObj;
  if (origin && params.radius) {
    // the words index gives the rows in the cells around the place (with the words and filters
    // asked of it too); the exact distance decides
    const cells = placeCellsNear(origin, params.radius);
    if (cells) all.push(sql<boolean>`place_cells && ${cells}::text[]`);
    all.push(sql<boolean>`${distance(origin)} <= ${params.radius}`);
  }
  return all;
}

const filterSets = (params: JobSearchParams): string[][] =>
  (['seniorityLevel', 'employmentType', 'tags'] as const).flatMap((field) => {
    const values = params[field];
    return values?.length ? [jobFacets(field, values)] : [];
  });

const and = (conditions: readonly RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(conditions, sql` AND `)})`;

export type ResumeSearch = { list: ResumeListItem[]; total?: number; totalCapped?: boolean; noMore: boolean; facets?: SearchFacets };

type PageRow = ResumeListRow & { matches: number; km: number | null };

// Listed resumes that match the words, the place, the date and the filters. Order: promoted first,
// then relevance (every word in the headline, a word that is one of the tags), then nearness to the
// searched place, then the latest updated.
//
// One statement: the words index gives the matches (it holds the words, the filter keys and the
// place cells, so only matching rows are read), up to rankedMax + 1 of them. Up to rankedMax they
// are ranked by relevance and distance, counted and the chunk's cards read, all from the rows read
// once. A broader search is read in listing order (promoted, then the latest updated) by a second
// branch of the same statement, which the count gates: the planner walks the listing index and stops
// at the chunk's end. Reading every match costs about as much as walking the listing for a sparse
// search's chunk at a few thousand matches: 2,000 to 4,000 measured alike (BENCHMARKS.md).
export async function searchResumes(
  db: Kysely<Database>,
  params: JobSearchParams,
  chunk: number,
  getCount: boolean,
  now: Date,
  link: FileLink,
  options: { chunkSize?: number; facets?: boolean; tuning?: ResumeSearchTuning } = {},
): Promise<ResumeSearch> {
  const chunkSize = options.chunkSize ?? JOB_CHUNK_SIZE;
  const tuning = options.tuning ?? resumeSearchTuning;
  const skip = chunk * chunkSize;
  const base = baseConditions(params, now);
  const filters = filterSets(params).map((keys) => sql<boolean>`facets && ${keys}::text[]`);
  const where = and([...base, ...filters]);
  const tsQuery = keywordQuery(params.queryString);
  const origin = params.locationObj && params.radius ? params.locationObj : null;
  const relevance = tsQuery ? sql<number>`(title_words @@ ${wordsQuery(tsQuery)})::int * 2 + (facets && ${wordTags(params.queryString)}::text[])::int` : sql<number>`0`;
  const near = origin ? distance(origin) : sql<number>`NULL::float8`;
  const cards = sql.join(resumeListColumns.map((column) => sql.ref(`r.${column}`)));
  // the most matches ranked; as many are read to count them, the total's cap at least
  const readMax = Math.max(tuning.rankedMax, JOB_TOTAL_CAP);
  const statement = sql<PageRow>`WITH found AS MATERIALIZED (
      SELECT id, promoted, updated_at, ${relevance} AS relevance, ${near} AS km FROM resume WHERE ${where} LIMIT ${readMax + 1}
    ),
    counted AS (SELECT count(*)::int AS matches FROM found),
    page AS (
      (SELECT id, km, promoted, relevance, km AS nearness, updated_at FROM found WHERE (SELECT matches FROM counted) <= ${readMax}
        ORDER BY promoted DESC, relevance DESC, km ASC, updated_at DESC, id LIMIT ${chunkSize} OFFSET ${skip})
      UNION ALL
      (SELECT id, ${near} AS km, promoted, 0 AS relevance, NULL::float8 AS nearness, updated_at FROM resume WHERE (SELECT matches FROM counted) > ${readMax} AND ${where}
        ORDER BY promoted DESC, updated_at DESC, id LIMIT ${chunkSize} OFFSET ${skip})
    )
    SELECT counted.matches, p.km, ${cards} FROM counted
      LEFT JOIN (page p JOIN resume r ON r.id = p.id) ON true
    ORDER BY p.promoted DESC, p.relevance DESC, p.nearness ASC, p.updated_at DESC, p.id`;
  const [{ rows }, facets] = await Promise.all([
    statement.execute(db),
    getCount && options.facets !== false
      ? facetCounts(db, sql`SELECT facets FROM resume WHERE ${and(base)}`, { seniorityLevel: params.seniorityLevel, employmentType: params.employmentType, tags: params.tags })
      : Promise.resolve(undefined),
  ]);
  const counted = rows[0]?.matches ?? 0;
  const list = rows.flatMap((row) => (row.id === null ? [] : [toResumeListItem(row, link, row.km)]));
  return {
    list,
    ...(getCount ? { total: Math.min(counted, JOB_TOTAL_CAP), totalCapped: counted > JOB_TOTAL_CAP } : {}),
    noMore: list.length < chunkSize,
    ...(facets ? { facets: { ...facets, company: [] } } : {}),
  };
}
