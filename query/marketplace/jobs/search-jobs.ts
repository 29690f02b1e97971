import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, type JobListItem } from '../../../contracts/marketplace/jobs/job';
import { jobListColumns, toJobListItem, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';

const EARTH_KM = 6371;
// A title-match walk in listing order looks at this many entries per wanted row before it leaves
// the matches to the title index (a title word that few jobs carry).
const WALK_PER_ROW = 10;

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
const wordsQuery = (tsQuery: string): RawBuilder<unknown> =>
  sql`regexp_replace(to_tsquery('simple', ${tsQuery})::text, '<([0-9]+|-)>', '&', 'g')::tsquery`;

// Active jobs that meet every condition but the keywords, on the narrow search rows.
function listed(db: Kysely<Database>, params: JobSearchParams, now: Date): Matches {
  let query = db.selectFrom('job_search').where('status', '=', 'A');
  // tags match whatever their case: 'react' finds jobs tagged 'React'
  if (params.tags?.length) query = query.where(sql<boolean>`tag_keys && ${params.tags.map((t) => t.toLowerCase())}::text[]`);
  if (params.employmentType?.length) query = query.where('employment_type', 'in', params.employmentType);
  if (params.seniorityLevel?.length) query = query.where('seniority_level', 'in', params.seniorityLevel);
  if (params.company?.length) query = query.where('company', 'in', params.company);
  if (params.datePosted) query = query.where('created_at', '>=', new Date(now.getTime() - params.datePosted * 1000));
  const origin = params.locationObj;
  if (origin && params.radius) {
    // a bounding box on plain columns (their statistics let the planner choose well), then the
    // exact great-circle distance
    const dLat = (params.radius / EARTH_KM) * (180 / Math.PI);
    const dLng = dLat / Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01);
    query = query
      .where('loc_lat', '>=', origin.lat - dLat)
      .where('loc_lat', '<=', origin.lat + dLat)
      .where('loc_lng', '>=', origin.lng - dLng)
      .where('loc_lng', '<=', origin.lng + dLng)
      .where(
        sql<boolean>`2 * ${EARTH_KM} * asin(sqrt(power(sin(radians(loc_lat - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat})) * cos(radians(loc_lat)) * power(sin(radians(loc_lng - ${origin.lng}) / 2), 2))) <= ${params.radius}`,
      );
  }
  return query;
}

// The ids of one part of the order, its first `want` rows.
type Part = (want: number) => Promise<string[]>;

const ids = async (query: SelectQueryBuilder<Database, 'job_search', { id: string }>): Promise<string[]> => (await query.execute()).map((r) => r.id);

// The listing order, promoted first then newest, and with keywords the jobs whose title holds
// every word before the others within each promotion level. That order comes in parts: each is
// read in listing order (from the listing index, stopping at the chunk's end) or from a word
// index, whichever the planner finds cheaper, and a part is read only if the chunk goes past the
// parts before it.
function parts(db: Kysely<Database>, matches: Matches, tsQuery: string | null, filtered: boolean): Part[] {
  const listing = <O>(q: SelectQueryBuilder<Database, 'job_search', O>) => q.orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id');
  if (tsQuery === null) return [(want) => ids(listing(matches.select('id')).limit(want))];
  const query = wordsQuery(tsQuery);
  const all = matches.where(sql<boolean>`words @@ ${query}`);
  const inTitle = sql<boolean>`title_words @@ ${query}`;
  // promoted jobs are few: sorting them all is cheap
  const ranked = (level: '>' | '<') => (want: number) =>
    ids(all.where('promoted', level, 0).select('id').orderBy('promoted', 'desc').orderBy(inTitle, 'desc').orderBy('created_at', 'desc').orderBy('id').limit(want));
  const plain = matches.where('promoted', '=', 0);
  return [
    ranked('>'),
    // with other conditions the planner weighs their statistics against the title's; alone, the
    // title's cannot tell it enough
    filtered ? (want) => ids(listing(plain.where(inTitle).select('id')).limit(want)) : (want) => titleMatches(db, plain, inTitle, want),
    (want) => ids(listing(all.where('promoted', '=', 0).where(sql<boolean>`not ${inTitle}`).select('id')).limit(want)),
    ranked('<'),
  ];
}

// Jobs whose title holds every word, in listing order. The planner cannot tell a common title word
// from a rare one (titles have too few distinct words for its statistics), so this walks the
// listing index for a bounded stretch first: a common word fills the chunk there. Fewer matches
// than wanted in that stretch means a rare word: those few are then found by the title index
// and sorted.
async function titleMatches(db: Kysely<Database>, plain: Matches, inTitle: RawBuilder<boolean>, want: number): Promise<string[]> {
  const stretch = want * WALK_PER_ROW;
  const walked = plain.select(['id', 'created_at', inTitle.as('hit')]).orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(stretch);
  const { rows } = await sql<{ seen: number; ids: string[] | null }>`WITH walked AS (${walked})
    SELECT count(*)::int AS seen, (array_agg(id ORDER BY created_at DESC, id) FILTER (WHERE hit))[1:${want}] AS ids FROM walked`.execute(db);
  const found = rows[0]?.ids ?? [];
  if (found.length >= want || (rows[0]?.seen ?? 0) < stretch) return found;
  // ordered by an expression: the planner sorts the title index's few matches instead of walking
  return ids(plain.where(inTitle).select('id').orderBy(sql`created_at + interval '0 seconds'`, 'desc').orderBy('id').limit(want));
}

// Keywords with other conditions (a radius, filters): every keyword match is found once through the
// word index and checked against the conditions on the narrow search rows, then ranked and, when
// asked, counted in the same statement. Walking the listing order instead (the parts above) reads
// every match that fails a condition up to three times over (promoted, title and other matches).
// Visiting every match once costs what the matches number, so this is for keywords that match up to
// RANKED_MAX_MATCHES jobs; a broader one (a short prefix) is walked in listing order, which stops
// at the chunk's end. The total is exact.
async function rankedMatches(
  db: Kysely<Database>,
  matching: Matches,
  tsQuery: string,
  skip: number,
  counting: boolean,
): Promise<{ ids: string[]; total: number | null }> {
  const found = matching.select(['id', 'promoted', 'created_at', sql<boolean>`title_words @@ ${wordsQuery(tsQuery)}`.as('in_title')]);
  const total = counting ? sql<string>`count(*) OVER ()` : sql<null>`NULL`;
  const { rows } = await sql<{ id: string; total: string | null }>`SELECT id, ${total} AS total FROM (${found}) AS found
    ORDER BY promoted DESC, in_title DESC, created_at DESC, id LIMIT ${JOB_CHUNK_SIZE} OFFSET ${skip}`.execute(db);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total != null ? Number(rows[0].total) : null };
}

const RANKED_MAX_MATCHES = 12_000;

// How many active jobs the planner expects a keyword query to match (the word index's statistics
// are good at this), remembered for a minute per query.
const estimates = new LRUCache<string, number>({ max: 2_000, ttl: 60_000 });
async function estimatedMatches(db: Kysely<Database>, tsQuery: string): Promise<number> {
  const known = estimates.get(tsQuery);
  if (known !== undefined) return known;
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT 1 FROM job_search WHERE status = 'A' AND words @@ ${wordsQuery(tsQuery)}`.execute(db);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  const estimate = Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? Number.POSITIVE_INFINITY);
  estimates.set(tsQuery, estimate);
  return estimate;
}

const capped = (db: Kysely<Database>, matching: Matches) =>
  db.selectFrom(matching.select('id').limit(JOB_TOTAL_CAP + 1).as('capped')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();

export async function searchJobs(
  db: Kysely<Database>,
  params: JobSearchParams,
  chunk: number,
  getCount: boolean,
  now: Date,
): Promise<{ list: JobListItem[]; total?: number; totalCapped?: boolean; noMore: boolean }> {
  const tsQuery = keywordQuery(params.queryString);
  const matches = listed(db, params, now);
  const filtered = Boolean(params.tags?.length || params.employmentType?.length || params.seniorityLevel?.length || params.company?.length || params.datePosted || (params.locationObj && params.radius));
  const matching = tsQuery === null ? matches : matches.where(sql<boolean>`words @@ ${wordsQuery(tsQuery)}`);
  // the chunk's ids, and with keywords and conditions the exact total too
  const chunkIds: string[] = [];
  let exact: number | null = null;
  if (tsQuery !== null && filtered && (await estimatedMatches(db, tsQuery)) <= RANKED_MAX_MATCHES) {
    const ranked = await rankedMatches(db, matching, tsQuery, chunk * JOB_CHUNK_SIZE, getCount);
    chunkIds.push(...ranked.ids);
    exact = ranked.total;
  } else {
    // part after part, skipping the chunks before it
    let skip = chunk * JOB_CHUNK_SIZE;
    for (const part of parts(db, matches, tsQuery, filtered)) {
      const found = await part(skip + JOB_CHUNK_SIZE - chunkIds.length);
      chunkIds.push(...found.slice(skip));
      skip = Math.max(0, skip - found.length);
      if (chunkIds.length >= JOB_CHUNK_SIZE) break;
    }
  }
  const unique = [...new Set(chunkIds)];
  // Otherwise the total is counted up to the cap: a broad search stops counting there instead of
  // visiting every match. A first chunk that is not full already is the whole result: no count needed.
  const counting = getCount && exact === null && !(chunk === 0 && unique.length < JOB_CHUNK_SIZE);
  const [rows, count] = await Promise.all([
    unique.length ? db.selectFrom('job').select(jobListColumns).where('id', 'in', unique).execute() : Promise.resolve([]),
    counting ? capped(db, matching) : Promise.resolve(undefined),
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
    noMore: unique.length < JOB_CHUNK_SIZE,
  };
}
