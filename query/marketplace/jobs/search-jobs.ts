import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams, SearchFacets } from '../../../contracts/marketplace/jobs/calls';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, type JobListItem } from '../../../contracts/marketplace/jobs/job';
import { jobFacets, jobListColumns, toJobListItem, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import { estimatedRows } from '../../core/estimated-rows';
import { facetCounts } from '../../core/facet-counts';

const EARTH_KM = 6371;

// How a search picks its way through the indexes. The defaults are measured (BENCHMARKS.md, search
// over 100k jobs); tests set others to drive every path over a few hundred jobs.
export type SearchTuning = {
  // rows in a chunk (the spec's chunk of the job list)
  chunkSize: number;
  // a keyword with conditions is ranked in one statement when the words index is expected to give
  // at most this many rows; a broader one is walked in listing order
  rankedMaxMatches: number;
  // the first stretch of a walk for title matches: this many listing entries per wanted row
  walkPerRow: number;
  // the longest walk for title matches: an index entry costs a few hundred nanoseconds, a row read
  // through another index a microsecond or more
  walkMax: number;
  // a title word found in at most one listing entry in this many is rare: its index has few matches
  rareTitleShare: number;
  // a row read through an index costs about as much as this many walked listing entries
  rowCostInEntries: number;
};

export const searchTuning: SearchTuning = { chunkSize: JOB_CHUNK_SIZE, rankedMaxMatches: 6_000, walkPerRow: 10, walkMax: 40_000, rareTitleShare: 40, rowCostInEntries: 4 };

type Matches = SelectQueryBuilder<Database, 'job_search', object>;

// 'senior node.js' → "'senior':* & 'node.js':*": every word must match as a prefix. Words are
// quoted so PostgreSQL splits them the way it split the indexed text (node.js stays one word).
export const keywordQuery = (text: string | undefined): string | null => {
  const words = (text ?? '')
    .toLowerCase()
    .replace(/['\\:&|!()<>*]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 10);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
};

// The indexed words keep no positions (strip), so a phrase cannot match them: PostgreSQL makes
// 'cross-node' the phrase 'cross-node' <-> 'cross' <-> 'node', which asks for every part instead.
export const wordsQuery = (tsQuery: string): RawBuilder<unknown> =>
  sql`regexp_replace(to_tsquery('simple', ${tsQuery})::text, '<([0-9]+|-)>', '&', 'g')::tsquery`;

const postedSince = (params: JobSearchParams, now: Date): Date | null => (params.datePosted ? new Date(now.getTime() - params.datePosted * 1000) : null);

// Every condition but the keywords, on the narrow search rows' columns (which the listing index
// includes, so a walk in listing order checks them without reading rows).
export function conditions(params: JobSearchParams, now: Date): RawBuilder<boolean>[] {
  const all: RawBuilder<boolean>[] = [];
  // tags match whatever their case: 'react' finds jobs tagged 'React'
  if (params.tags?.length) all.push(sql`tag_keys && ${params.tags.map((t) => t.toLowerCase())}::text[]`);
  if (params.employmentType?.length) all.push(sql`employment_type = ANY(${params.employmentType}::text[])`);
  if (params.seniorityLevel?.length) all.push(sql`seniority_level = ANY(${params.seniorityLevel}::text[])`);
  if (params.company?.length) all.push(sql`company = ANY(${params.company}::text[])`);
  const since = postedSince(params, now);
  if (since) all.push(sql`created_at >= ${since}`);
  const origin = params.locationObj;
  if (origin && params.radius) {
    // a bounding box on plain columns (their statistics let the planner choose well), then the
    // exact great-circle distance
    const dLat = (params.radius / EARTH_KM) * (180 / Math.PI);
    const dLng = dLat / Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01);
    all.push(
      sql`loc_lat >= ${origin.lat - dLat}`,
      sql`loc_lat <= ${origin.lat + dLat}`,
      sql`loc_lng >= ${origin.lng - dLng}`,
      sql`loc_lng <= ${origin.lng + dLng}`,
      sql`2 * ${EARTH_KM} * asin(sqrt(power(sin(radians(loc_lat - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat})) * cos(radians(loc_lat)) * power(sin(radians(loc_lng - ${origin.lng}) / 2), 2))) <= ${params.radius}`,
    );
  }
  return all;
}

// Active jobs that meet every condition but the keywords.
const listed = (db: Kysely<Database>, where: readonly RawBuilder<boolean>[]): Matches =>
  where.reduce((query, condition) => query.where(condition), db.selectFrom('job_search').where('status', '=', 'A'));

// The filters that the words index holds beside the words (job_search.facets): each a set of keys
// of which a job must have one.
const facetSets = (params: JobSearchParams): string[][] =>
  (['seniorityLevel', 'employmentType', 'company', 'tags'] as const).flatMap((field) => {
    const values = params[field];
    return values?.length ? [jobFacets(field, values)] : [];
  });

// Keyword matches that pass the filters, with the filters also asked of the words index, so that
// the index intersects them before any row is read.
const withWords = (matches: Matches, tsQuery: string, facets: readonly string[][]): Matches =>
  facets.reduce((q, keys) => q.where(sql<boolean>`facets && ${keys}::text[]`), matches.where(sql<boolean>`words @@ ${wordsQuery(tsQuery)}`));

// The ids of one part of the order, its first `want` rows.
type Part = (want: number) => Promise<string[]>;

const ids = async (query: SelectQueryBuilder<Database, 'job_search', { id: string }>): Promise<string[]> => (await query.execute()).map((r) => r.id);

// The listing order, promoted first then newest, and with keywords the jobs whose title holds
// every word before the others within each promotion level. That order comes in parts: each is
// read in listing order (from the listing index, stopping at the chunk's end) or from a word
// index, whichever the planner finds cheaper, and a part is read only if the chunk goes past the
// parts before it.
function parts(
  db: Kysely<Database>,
  where: readonly RawBuilder<boolean>[],
  tsQuery: string | null,
  facets: readonly string[][],
  since: Date | null,
  tuning: SearchTuning,
): Part[] {
  const matches = listed(db, where);
  const listing = <O>(q: SelectQueryBuilder<Database, 'job_search', O>) => q.orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id');
  if (tsQuery === null) return [(want) => ids(listing(matches.select('id')).limit(want))];
  const query = wordsQuery(tsQuery);
  const all = withWords(matches, tsQuery, facets);
  const inTitle = sql<boolean>`title_words @@ ${query}`;
  // promoted jobs are few: sorting them all is cheap
  const ranked = (level: '>' | '<') => (want: number) =>
    ids(all.where('promoted', level, 0).select('id').orderBy('promoted', 'desc').orderBy(inTitle, 'desc').orderBy('created_at', 'desc').orderBy('id').limit(want));
  return [
    ranked('>'),
    (want) => titleMatches(db, where, tsQuery, facets, since, want, tuning),
    (want) => ids(listing(all.where('promoted', '=', 0).where(sql<boolean>`not ${inTitle}`).select('id')).limit(want)),
    ranked('<'),
  ];
}

// Jobs not promoted whose title holds every word and that meet the conditions, in listing order.
// The planner cannot tell a common title word from a rare one (titles have too few distinct words
// for its statistics of prefixes), so this walks the listing index first, whose entries include
// the title's words and every condition's column: no row is read, and an entry costs a fraction of
// a row. A stretch of it tells how often the matches come; if they come often enough that the
// chunk fills within tuning.walkMax entries, the walk goes that far. Rarer matches (a rare word, narrow
// conditions) are found through an index of the words or of a condition instead, and sorted.
async function titleMatches(
  db: Kysely<Database>,
  where: readonly RawBuilder<boolean>[],
  tsQuery: string,
  facets: readonly string[][],
  since: Date | null,
  want: number,
  tuning: SearchTuning,
): Promise<string[]> {
  const inTitle = sql<boolean>`title_words @@ ${wordsQuery(tsQuery)}`;
  const hit = sql<boolean>`(${sql.join([...where, inTitle], sql` AND `)})`;
  const walk = async (entries: number) => {
    const walked = db
      .selectFrom('job_search')
      .where('status', '=', 'A')
      .where('promoted', '=', 0)
      // the listing order is newest first: a date condition ends the walk where it ends
      .$if(since !== null, (q) => q.where('created_at', '>=', since!))
      .select(['id', 'created_at', hit.as('hit'), inTitle.as('in_title')])
      .orderBy('promoted', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(entries);
    const { rows } = await sql<{ seen: number; titles: number; ids: string[] | null }>`WITH walked AS (${walked})
      SELECT count(*)::int AS seen, count(*) FILTER (WHERE in_title)::int AS titles,
        (array_agg(id ORDER BY created_at DESC, id) FILTER (WHERE hit))[1:${want}] AS ids FROM walked`.execute(db);
    const found = rows[0]?.ids ?? [];
    // the chunk is full, or the walk reached the index's end: these are the matches
    return found.length >= want || (rows[0]?.seen ?? 0) < entries ? found : { hits: found.length, titles: rows[0]?.titles ?? 0 };
  };
  const stretch = want * tuning.walkPerRow;
  const first = await walk(stretch);
  if (Array.isArray(first)) return first;
  // the entries a walk would read to fill the chunk, against the rows the title index would give
  const needed = first.hits ? Math.ceil((stretch * want * 1.25) / first.hits) : Number.POSITIVE_INFINITY;
  const titleRows = (first.titles / stretch) * (await estimatedListing(db));
  if (needed <= tuning.walkMax && needed <= titleRows * tuning.rowCostInEntries) {
    const second = await walk(needed);
    if (Array.isArray(second)) return second;
  }
  // Ordered by an expression: the planner sorts the matches of one index instead of walking. A
  // title word that the stretch found in few entries is rare: its index has few matches. A common
  // one with narrow conditions: the title index is hidden from the planner (its estimate of a title
  // prefix is a fixed guess, often ten times too low), so it picks between a condition's index and
  // the words index (every title match is a word match), whose estimates hold.
  const plain = listed(db, where).where('promoted', '=', 0);
  const rareTitle = first.titles * tuning.rareTitleShare <= stretch;
  const found = rareTitle ? plain.where(inTitle) : withWords(plain, tsQuery, facets).where(sql<boolean>`(${inTitle}) IS TRUE`);
  return ids(found.select('id').orderBy(sql`created_at + interval '0 seconds'`, 'desc').orderBy('id').limit(want));
}

// Keywords with other conditions (a radius, filters): the words index gives the keyword matches
// that also carry the filters' keys (seniority, employment type, company, tags), each is checked
// once against the rest (the radius, the date), then they are ranked and, when asked, counted in
// the same statement. Walking the listing order instead (the parts above) reads every match that
// fails a condition up to three times over (promoted, title and other matches). Reading every match
// once costs what the index gives, so this is for up to tuning.rankedMaxMatches rows; a broader
// search is walked in listing order, which stops at the chunk's end. The total is exact.
async function rankedMatches(
  db: Kysely<Database>,
  matching: Matches,
  tsQuery: string,
  skip: number,
  chunkSize: number,
  counting: boolean,
): Promise<{ ids: string[]; total: number | null }> {
  const found = matching.select(['id', 'promoted', 'created_at', sql<boolean>`title_words @@ ${wordsQuery(tsQuery)}`.as('in_title')]);
  const total = counting ? sql<string>`count(*) OVER ()` : sql<null>`NULL`;
  const { rows } = await sql<{ id: string; total: string | null }>`SELECT id, ${total} AS total FROM (${found}) AS found
    ORDER BY promoted DESC, in_title DESC, created_at DESC, id LIMIT ${chunkSize} OFFSET ${skip}`.execute(db);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total != null ? Number(rows[0].total) : null };
}

// The rows the words index gives for a keyword query and its filters: what a ranked search reads.
const estimatedMatches = (db: Kysely<Database>, tsQuery: string, facets: readonly string[][]) =>
  estimatedRows(db, withWords(db.selectFrom('job_search').where('status', '=', 'A'), tsQuery, facets).select(sql`1`.as('one')));

// The listing entries of active jobs that are not promoted: what a walk could read at most.
const estimatedListing = (db: Kysely<Database>) =>
  estimatedRows(db, db.selectFrom('job_search').where('status', '=', 'A').where('promoted', '=', 0).select(sql`1`.as('one')));

const capped = (db: Kysely<Database>, matching: Matches) =>
  db.selectFrom(matching.select('id').limit(JOB_TOTAL_CAP + 1).as('capped')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();

// Each filter's values with their counts over every match (with the first chunk): the words, the
// place and the date narrow the rows, facetCounts applies the filters.
const jobFacetCounts = (db: Kysely<Database>, params: JobSearchParams, now: Date): Promise<SearchFacets> => {
  const { tags, employmentType, seniorityLevel, company, ...rest } = params;
  const tsQuery = keywordQuery(params.queryString);
  const base = listed(db, conditions(rest, now)).select('facets');
  return facetCounts(db, sql`${tsQuery === null ? base : base.where(sql<boolean>`words @@ ${wordsQuery(tsQuery)}`)}`, { tags, employmentType, seniorityLevel, company });
};

export async function searchJobs(
  db: Kysely<Database>,
  params: JobSearchParams,
  chunk: number,
  getCount: boolean,
  now: Date,
  tuning: SearchTuning = searchTuning,
  options: { facets?: boolean } = {},
): Promise<{ list: JobListItem[]; total?: number; totalCapped?: boolean; noMore: boolean; facets?: SearchFacets }> {
  const { chunkSize } = tuning;
  const tsQuery = keywordQuery(params.queryString);
  const where = conditions(params, now);
  const matches = listed(db, where);
  const facets = facetSets(params);
  const matching = tsQuery === null ? matches : withWords(matches, tsQuery, facets);
  // the chunk's ids, and with keywords and conditions the exact total too
  const chunkIds: string[] = [];
  let exact: number | null = null;
  if (tsQuery !== null && where.length > 0 && (await estimatedMatches(db, tsQuery, facets)) <= tuning.rankedMaxMatches) {
    const ranked = await rankedMatches(db, matching, tsQuery, chunk * chunkSize, chunkSize, getCount);
    chunkIds.push(...ranked.ids);
    exact = ranked.total;
  } else {
    // part after part, skipping the chunks before it
    let skip = chunk * chunkSize;
    for (const part of parts(db, where, tsQuery, facets, postedSince(params, now), tuning)) {
      const found = await part(skip + chunkSize - chunkIds.length);
      chunkIds.push(...found.slice(skip));
      skip = Math.max(0, skip - found.length);
      if (chunkIds.length >= chunkSize) break;
    }
  }
  const unique = [...new Set(chunkIds)];
  // Otherwise the total is counted up to the cap: a broad search stops counting there instead of
  // visiting every match. A first chunk that is not full already is the whole result: no count needed.
  const counting = getCount && exact === null && !(chunk === 0 && unique.length < chunkSize);
  const [rows, count, facetValues] = await Promise.all([
    unique.length ? db.selectFrom('job').select(jobListColumns).where('id', 'in', unique).execute() : Promise.resolve([]),
    counting ? capped(db, matching) : Promise.resolve(undefined),
    getCount && options.facets !== false ? jobFacetCounts(db, params, now) : Promise.resolve(undefined),
  ]);
  const byId = new Map<string, JobListRow>(rows.map((r) => [r.id, r]));
  const list = unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJobListItem(row)] : [];
  });
  const counted = exact ?? (counting ? Number(count?.n ?? 0) : getCount ? unique.length : null);
  return {
    list,
    ...(counted !== null ? { total: Math.min(counted, JOB_TOTAL_CAP), totalCapped: counted > JOB_TOTAL_CAP } : {}),
    noMore: unique.length < chunkSize,
    ...(facetValues ? { facets: facetValues } : {}),
  };
}
