import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, type JobListItem } from '../../../contracts/marketplace/jobs/job';
import { jobListColumns, toJobListItem } from '../../../contracts/marketplace/jobs/job-row';

const EARTH_KM = 6371;

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

export async function searchJobs(
  db: Kysely<Database>,
  params: JobSearchParams,
  chunk: number,
  getCount: boolean,
  now: Date,
): Promise<{ list: JobListItem[]; total?: number; totalCapped?: boolean; noMore: boolean }> {
  const tsQuery = keywordQuery(params.queryString);
  let query = db.selectFrom('job').where('status', '=', 'A');
  if (tsQuery) query = query.where(sql<boolean>`search @@ to_tsquery('simple', ${tsQuery})`);
  if (params.tags?.length) query = query.where(sql<boolean>`tags && ${params.tags}::text[]`);
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
  // Ranking is one cheap test per match: does the title (weight A) hold every word? ts_rank over
  // every match cost more than the rest of the query.
  const titleQuery = tsQuery?.replaceAll(':*', ':*A') ?? null;
  const rank = titleQuery === null ? null : sql<boolean>`search @@ to_tsquery('simple', ${titleQuery})`;
  // Without keywords every condition is on a column that the listing index INCLUDEs: the chunk's
  // ids come from an index-only walk in listing order that stops at the chunk's end, and only
  // those rows are read from the table. With keywords the text index narrows the matches first.
  const rowsQuery =
    rank === null
      ? db
          .selectFrom('job')
          .select(jobListColumns)
          .where('id', 'in', query.select('id').orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id').offset(chunk * JOB_CHUNK_SIZE).limit(JOB_CHUNK_SIZE))
          .orderBy('promoted', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id')
      : query
          .select(jobListColumns)
          .orderBy('promoted', 'desc')
          .orderBy(rank, 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .offset(chunk * JOB_CHUNK_SIZE)
          .limit(JOB_CHUNK_SIZE);
  // The total is counted up to the cap: a broad search stops counting there instead of visiting
  // every match. A first chunk that is not full already is the whole result: no count needed.
  const rows = await rowsQuery.execute();
  let counted: number | null = null;
  if (getCount && chunk === 0 && rows.length < JOB_CHUNK_SIZE) counted = rows.length;
  else if (getCount) {
    const count = await db.selectFrom(query.select('id').limit(JOB_TOTAL_CAP + 1).as('capped')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    counted = Number(count?.n ?? 0);
  }
  return {
    list: rows.map(toJobListItem),
    ...(counted !== null ? { total: Math.min(counted, JOB_TOTAL_CAP), totalCapped: counted > JOB_TOTAL_CAP } : {}),
    noMore: rows.length < JOB_CHUNK_SIZE,
  };
}
