import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JobSearchParams } from '../../../contracts/marketplace/jobs/calls';
import { jobFacets } from '../../../contracts/marketplace/jobs/job-row';
import { resumeListColumns, type ResumeListRow } from '../../../contracts/marketplace/resumes/resume-row';
import { hasEveryPrefix, isNear, termsOf } from './posted-jobs';

// The listed resumes updated in a window, held once for a whole run of alerts, as the posted jobs
// are (posted-jobs.ts): each recruiter's alert is matched against them in memory instead of a search
// of its own. The match is the resume search's conditions on the resume's own columns: the words
// (every search word a prefix of one of its words), the radius, and the seniority, employment type
// and tag keys (facets). Newest first: an alert mail lists what changed lately.
type Updated = { row: ResumeListRow; at: number; words: readonly string[]; facets: ReadonlySet<string> };

export type UpdatedResumes = {
  // the resumes updated at or after `since` the search finds, newest first, at most `want`
  match(params: JobSearchParams, terms: readonly string[] | null, since: Date, want: number): ResumeListRow[];
  size: number;
};

export async function resumesUpdatedIn(db: Kysely<Database>, since: Date, until: Date): Promise<UpdatedResumes> {
  const columns = sql.join(resumeListColumns.map((column) => sql.ref(`resume.${column}`)));
  const { rows } = await sql<ResumeListRow & { words_text: string | null; facets: string[] }>`
    SELECT ${columns}, resume.words::text AS words_text, resume.facets
    FROM resume WHERE listed AND updated_at >= ${since} AND updated_at < ${until}
    ORDER BY updated_at DESC, id`.execute(db);
  const updated: Updated[] = rows.map(({ words_text, facets, ...row }) => ({ row, at: new Date(row.updated_at).getTime(), words: termsOf(words_text ?? ''), facets: new Set(facets) }));
  const filterKeys = (params: JobSearchParams) =>
    (['seniorityLevel', 'employmentType', 'tags'] as const).flatMap((field) => (params[field]?.length ? [jobFacets(field, params[field])] : []));

  return {
    size: updated.length,
    match(params, terms, since, want) {
      const from = since.getTime();
      const keys = filterKeys(params);
      const found: ResumeListRow[] = [];
      for (const resume of updated) {
        if (resume.at < from) break;
        if (!keys.every((some) => some.some((key) => resume.facets.has(key)))) continue;
        if (params.locationObj && params.radius && !isNear({ lat: resume.row.loc_lat, lng: resume.row.loc_lng }, params.locationObj, params.radius)) continue;
        if (!hasEveryPrefix(resume.words, terms)) continue;
        found.push(resume.row);
        if (found.length >= want) break;
      }
      return found;
    },
  };
}
