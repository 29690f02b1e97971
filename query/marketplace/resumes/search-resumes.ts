import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams, SearchFacets } from '../../../contracts/marketplace/jobs/calls';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP } from '../../../contracts/marketplace/jobs/job';
import { jobFacets } from '../../../contracts/marketplace/jobs/job-row';
import type { ResumeListItem } from '../../../contracts/marketplace/resumes/resume';
import { resumeListColumns, toResumeListItem, type FileLink, type ResumeListRow } from '../../../contracts/marketplace/resumes/resume-row';
import { facetCounts } from '../../core/facet-counts';
import { keywordQuery, wordsQuery } from '../jobs/search-jobs';

const EARTH_KM = 6371;
// the most matches ranked by relevance and distance (BENCHMARKS.md, resume search)
export const RANK_MAX = 2_000;


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
    const dLat = (params.radius / EARTH_KM) * (180 / Math.PI);
    const dLng = dLat / Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01);
    all.push(
      sql<boolean>`loc_lat BETWEEN ${origin.lat - dLat} AND ${origin.lat + dLat}`,
      sql<boolean>`loc_lng BETWEEN ${origin.lng - dLng} AND ${origin.lng + dLng}`,
      sql<boolean>`${distance(origin)} <= ${params.radius}`,
    );
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

// Listed resumes that match the words, the place, the date and the filters. Order: promoted first,
// then relevance (every word in the headline, a word that is one of the tags), then nearness to the
// searched place, then the latest updated.
export async function searchResumes(
  db: Kysely<Database>,
  params: JobSearchParams,
  chunk: number,
  getCount: boolean,
  now: Date,
  link: FileLink,
  options: { chunkSize?: number; facets?: boolean } = {},
): Promise<ResumeSearch> {
  const chunkSize = options.chunkSize ?? JOB_CHUNK_SIZE;
  const base = baseConditions(params, now);
  const filters = filterSets(params).map((keys) => sql<boolean>`facets && ${keys}::text[]`);
  const where = and([...base, ...filters]);
  const tsQuery = keywordQuery(params.queryString);
  const origin = params.locationObj && params.radius ? params.locationObj : null;
  // Matches are counted first (up to RANK_MAX, through the indexes): up to that many are ranked by
  // relevance and distance; a broader search is read in listing order (promoted, then the latest
  // updated) from the listing index, which stops at the chunk's end instead of sorting every match.
  const [counted, facets] = await Promise.all([
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM resume WHERE ${where} LIMIT ${RANK_MAX + 1}) c`.execute(db).then((r) => r.rows[0]?.n ?? 0),
    getCount && options.facets !== false
      ? facetCounts(db, sql`SELECT facets FROM resume WHERE ${and(base)}`, { seniorityLevel: params.seniorityLevel, employmentType: params.employmentType, tags: params.tags })
      : Promise.resolve(undefined),
  ]);
  const ranked = counted <= RANK_MAX;
  const relevance = tsQuery && ranked ? sql`((title_words @@ ${wordsQuery(tsQuery)})::int * 2 + (facets && ${wordTags(params.queryString)}::text[])::int) DESC,` : sql``;
  const near = origin ? distance(origin) : sql<number>`NULL::float8`;
  const nearest = origin && ranked ? sql`${near} ASC,` : sql``;
  const ranks = chunk * chunkSize >= counted && ranked
    ? []
    : (
        await sql<{ id: string; km: number | null }>`SELECT id, ${near} AS km FROM resume WHERE ${where}
          ORDER BY promoted DESC, ${relevance} ${nearest} updated_at DESC, id LIMIT ${chunkSize} OFFSET ${chunk * chunkSize}`.execute(db)
      ).rows;
  const cards = ranks.length ? await db.selectFrom('resume').select(resumeListColumns).where('id', 'in', ranks.map((r) => r.id)).execute() : [];
  const byId = new Map<string, ResumeListRow>(cards.map((r) => [r.id, r]));
  const list = ranks.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [toResumeListItem(row, link, r.km)] : [];
  });
  return {
    list,
    ...(getCount ? { total: Math.min(counted, JOB_TOTAL_CAP), totalCapped: counted > JOB_TOTAL_CAP } : {}),
    noMore: ranks.length < chunkSize,
    ...(facets ? { facets: { ...facets, company: [] } } : {}),
  };
}
