import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { ALERT_MAIL_ITEMS } from '../../../contracts/marketplace/alerts/alert';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { jobFacets, jobListColumns, toJobListItem, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import type { ResumeListItem } from '../../../contracts/marketplace/resumes/resume';
import { toResumeListItem, type FileLink, type ResumeListRow } from '../../../contracts/marketplace/resumes/resume-row';
import { conditions, keywordQuery, wordsQuery } from '../jobs/search-jobs';
import { searchResumes } from '../resumes/search-resumes';
import type { AlertRow } from './get-alerts';

// One new match of an alert, as its mail lists it.
export type AlertMatch = { id: string; title: string; subtitle: string; place: string; path: string };
export type AlertMatches = { items: AlertMatch[]; more: boolean };

const listOf = (value: unknown): string[] | undefined => (Array.isArray(value) && value.length ? value.filter((v): v is string => typeof v === 'string') : undefined);

// The search an alert keeps, as the list screen would send it.
export function alertSearchParams(alert: AlertRow): JobSearchParams {
  const f = (alert.filters && typeof alert.filters === 'object' ? alert.filters : {}) as Record<string, unknown>;
  const location = alert.location_lat !== null && alert.location_lng !== null ? { lat: alert.location_lat, lng: alert.location_lng } : null;
  return {
    ...(alert.query_string ? { queryString: alert.query_string } : {}),
    ...(location ? { locationObj: location, radius: typeof f.radius === 'number' ? f.radius : 25 } : {}),
    ...(listOf(f.tags) ? { tags: listOf(f.tags) } : {}),
    ...(listOf(f.employmentType) ? { employmentType: listOf(f.employmentType) } : {}),
    ...(listOf(f.seniorityLevel) ? { seniorityLevel: listOf(f.seniorityLevel) } : {}),
    ...(listOf(f.company) ? { company: listOf(f.company) } : {}),
  };
}

// The active jobs posted in [since, until) that the search finds, newest first. The listing index
// leads with the promotion (0 or 1), then the date: one range of it per promotion level bounds the
// walk to the window, whose few entries carry every filter's column; the words, when there are any,
// are checked on those rows only.
async function newJobs(db: Kysely<Database>, params: JobSearchParams, since: Date, until: Date, want: number): Promise<JobListRow[]> {
  const tsQuery = keywordQuery(params.queryString);
  const filters = (['seniorityLevel', 'employmentType', 'company', 'tags'] as const).flatMap((field) => (params[field]?.length ? [jobFacets(field, params[field])] : []));
  const level = (promoted: number) => {
    let q = db
      .selectFrom('job_search')
      .select(['id', 'created_at'])
      .where('status', '=', 'A')
      .where('promoted', '=', promoted)
      .where('created_at', '>=', since)
      .where('created_at', '<', until);
    for (const condition of conditions(params, until)) q = q.where(condition);
    if (tsQuery !== null) {
      q = q.where(sql<boolean>`words @@ ${wordsQuery(tsQuery)}`);
      for (const keys of filters) q = q.where(sql<boolean>`facets && ${keys}::text[]`);
    }
    return q.orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(want);
  };
  // the rows with them, in the same round trip
  const columns = sql.join(jobListColumns.map((column) => sql.ref(`job.${column}`)));
  const { rows } = await sql<JobListRow>`SELECT ${columns} FROM ((${level(1)}) UNION ALL (${level(0)})) AS found JOIN job ON job.id = found.id
    ORDER BY found.created_at DESC, found.id LIMIT ${want}`.execute(db);
  return rows;
}

// A mail's worth of new jobs (one more tells there are others).
export function jobMatches(rows: readonly JobListRow[]): AlertMatches {
  return {
    items: rows.slice(0, ALERT_MAIL_ITEMS).map(toJobListItem).map((j) => ({ id: j._id, title: j.title, subtitle: j.company, place: j.location, path: `/jobs/${j.slug}` })),
    more: rows.length > ALERT_MAIL_ITEMS,
  };
}

const resumeItem = (r: ResumeListItem): AlertMatch => ({ id: r._id, title: r.name, subtitle: r.title ?? r.currentTitle ?? '', place: r.location ?? '', path: `/resumes/${r.slug}` });

// The resumes updated in [since, until) that the alert's search finds, in the resume list's order.
export async function resumeMatches(db: Kysely<Database>, alert: AlertRow, since: Date, until: Date, link: FileLink): Promise<AlertMatches> {
  const seconds = Math.max(1, Math.ceil((until.getTime() - since.getTime()) / 1000));
  const found = await searchResumes(db, { ...alertSearchParams(alert), updated: seconds }, 0, false, until, link, { chunkSize: ALERT_MAIL_ITEMS, facets: false });
  return { items: found.list.map(resumeItem), more: !found.noMore };
}

// A mail's worth of resumes matched in memory (updated-resumes.ts; one more tells there are others).
export function resumeRowMatches(rows: readonly ResumeListRow[], link: FileLink): AlertMatches {
  return { items: rows.slice(0, ALERT_MAIL_ITEMS).map((row) => resumeItem(toResumeListItem(row, link))), more: rows.length > ALERT_MAIL_ITEMS };
}

// One alert's new matches by a query of its own, newest first, at most a mail's worth: what the
// senders' matching in memory (posted-jobs.ts) must agree with, and the benchmark's baseline.
export async function alertMatches(db: Kysely<Database>, alert: AlertRow, since: Date, until: Date, link: FileLink): Promise<AlertMatches> {
  if (alert.histogram_type === 'resumes') return resumeMatches(db, alert, since, until, link);
  return jobMatches(await newJobs(db, alertSearchParams(alert), since, until, ALERT_MAIL_ITEMS + 1));
}
