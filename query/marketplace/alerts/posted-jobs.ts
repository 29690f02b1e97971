import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { jobListColumns, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import { keywordQuery } from '../jobs/search-jobs';

const EARTH_KM = 6371;

// Within the radius of the origin, by the same great circle as the searches' SQL.
export const isNear = (place: { lat: number | null; lng: number | null }, origin: { lat: number; lng: number }, radius: number): boolean => {
  if (place.lat === null || place.lng === null) return false;
  const rad = Math.PI / 180;
  const a = Math.sin(((place.lat - origin.lat) * rad) / 2) ** 2 + Math.cos(origin.lat * rad) * Math.cos(place.lat * rad) * Math.sin(((place.lng - origin.lng) * rad) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a)) <= radius;
};

// Every word asked is the start of one of the words held.
export const hasEveryPrefix = (words: readonly string[], terms: readonly string[] | null): boolean => !terms || terms.every((term) => words.some((word) => word.startsWith(term)));

// The active jobs posted in a window, held once for a whole run of alerts: each alert is matched
// against them in memory instead of a query of its own (10,000 alerts would be 10,000 statements
// reading the same few rows). The window is a period or two of postings, whatever the number of
// jobs or alerts. The match is the search's own conditions on the search rows' columns: the words
// (every search word a prefix of one of the job's words, as PostgreSQL split them), the radius (the
// same great circle), tags, seniority, employment type and company.
type Posted = {
  row: JobListRow;
  at: number;
  words: readonly string[];
  tagKeys: ReadonlySet<string>;
  seniority: string | null;
  employment: string | null;
  company: string;
  lat: number | null;
  lng: number | null;
};

// 'qa':* & 'node.js':* → ['qa', 'node.js']: the prefixes a tsquery's text asks for, every one (and
// the words of a tsvector's text, which quotes them alike).
export const termsOf = (tsquery: string): string[] => [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));

export type PostedJobs = {
  // the jobs posted at or after `since` the search finds, newest first, at most `want`
  match(params: JobSearchParams, terms: readonly string[] | null, since: Date, want: number): JobListRow[];
  size: number;
};

export async function jobsPostedIn(db: Kysely<Database>, since: Date, until: Date): Promise<PostedJobs> {
  const columns = sql.join(jobListColumns.map((column) => sql.ref(`job.${column}`)));
  const { rows } = await sql<JobListRow & { words: string; tag_keys: string[]; search_seniority: string | null; search_employment: string | null }>`
    SELECT ${columns}, s.words, s.tag_keys, s.seniority_level AS search_seniority, s.employment_type AS search_employment
    FROM job_search s JOIN job ON job.id = s.id
    WHERE s.status = 'A' AND s.created_at >= ${since} AND s.created_at < ${until}
    ORDER BY s.created_at DESC, s.id`.execute(db);
  const posted: Posted[] = rows.map((r) => ({
    row: r,
    at: new Date(r.created_at).getTime(),
    words: termsOf(r.words),
    tagKeys: new Set(r.tag_keys),
    seniority: r.search_seniority,
    employment: r.search_employment,
    company: r.company,
    lat: r.loc_lat,
    lng: r.loc_lng,
  }));

  const oneOf = (value: string | null, wanted?: readonly string[]) => !wanted?.length || (value !== null && wanted.includes(value));

  return {
    size: posted.length,
    match(params, terms, since, want) {
      const from = since.getTime();
      const tags = params.tags?.map((t) => t.toLowerCase());
      const found: JobListRow[] = [];
      for (const job of posted) {
        // newest first: past the alert's own start, nothing more is new to it
        if (job.at < from) break;
        if (!oneOf(job.seniority, params.seniorityLevel) || !oneOf(job.employment, params.employmentType) || !oneOf(job.company, params.company)) continue;
        if (tags?.length && !tags.some((t) => job.tagKeys.has(t))) continue;
        if (params.locationObj && params.radius && !isNear(job, params.locationObj, params.radius)) continue;
        if (!hasEveryPrefix(job.words, terms)) continue;
        found.push(job.row);
        if (found.length >= want) break;
      }
      return found;
    },
  };
}

// The search words of many alerts as PostgreSQL splits them (the same parser as the jobs' words),
// in one statement: each alert's text → its prefixes; null for a search without words.
export async function searchTermsOf(db: Kysely<Database>, texts: readonly string[]): Promise<Map<string, string[] | null>> {
  const queries = [...new Set(texts)].map((text) => ({ text, query: keywordQuery(text) }));
  const asked = queries.filter((q) => q.query !== null);
  const terms = new Map<string, string[] | null>(queries.map((q) => [q.text, null]));
  if (!asked.length) return terms;
  const { rows } = await sql<{ i: number; t: string }>`
    SELECT i::int AS i, to_tsquery('simple', q)::text AS t FROM unnest(${asked.map((q) => q.query!)}::text[]) WITH ORDINALITY AS x(q, i)`.execute(db);
  for (const row of rows) terms.set(asked[row.i - 1]!.text, termsOf(row.t));
  return terms;
}
