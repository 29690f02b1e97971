import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Resume, ResumeMatch } from '../../../contracts/marketplace/resumes/resume';
import { resumeColumns, toResume, type FileLink } from '../../../contracts/marketplace/resumes/resume-row';

const EARTH_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;
export const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
};

type MatchJob = { id: string; title: string; tags: string[]; seniority_level: string; location: string; loc_lat: number; loc_lng: number; salary_min: number | null; salary_max: number | null; salary_currency: string; salary_frequency: string };
type MatchResume = { tags: string[]; seniority_level: string | null; location: string | null; loc_lat: number | null; loc_lng: number | null };

// How one job of the recruiter meets a resume: shared and missing tags, seniority, distance, pay.
export function matchOf(job: MatchJob, resume: MatchResume): ResumeMatch {
  const has = new Set(resume.tags.map((t) => t.toLowerCase()));
  const distanceKm = resume.loc_lat !== null && resume.loc_lng !== null ? Math.round(kmBetween({ lat: job.loc_lat, lng: job.loc_lng }, { lat: resume.loc_lat, lng: resume.loc_lng }) * 10) / 10 : null;
  return {
    jobId: job.id,
    jobTitle: job.title,
    tags: { matching: job.tags.filter((t) => has.has(t.toLowerCase())), missing: job.tags.filter((t) => !has.has(t.toLowerCase())) },
    seniority: { wanted: job.seniority_level, offered: resume.seniority_level, same: job.seniority_level === resume.seniority_level },
    location: { job: job.location, resume: resume.location, distanceKm },
    salary: { min: job.salary_min, max: job.salary_max, currency: job.salary_currency as ResumeMatch['salary']['currency'], frequency: job.salary_frequency as ResumeMatch['salary']['frequency'] },
  };
}

// The best of several: most shared tags, then the same seniority, then the nearest.
const better = (a: ResumeMatch, b: ResumeMatch) =>
  b.tags.matching.length - a.tags.matching.length || Number(b.seniority.same) - Number(a.seniority.same) || (a.location.distanceKm ?? Infinity) - (b.location.distanceKm ?? Infinity);

// A listed resume, or the viewer's own; with the match against the recruiter's active jobs when a
// recruiter asks.
export async function getResume(db: Kysely<Database>, id: string, viewer: { id: string; lookingforwork: boolean } | null, link: FileLink): Promise<Resume | null> {
  const row = await db.selectFrom('resume').select([...resumeColumns, 'listed']).where('id', '=', id).executeTakeFirst();
  if (!row || (!row.listed && row.id !== viewer?.id)) return null;
  let match: ResumeMatch | null = null;
  if (viewer && !viewer.lookingforwork) {
    const jobs = await db
      .selectFrom('job')
      .select(['id', 'title', 'tags', 'seniority_level', 'location', 'loc_lat', 'loc_lng', 'salary_min', 'salary_max', 'salary_currency', 'salary_frequency'])
      .where('owner_id', '=', viewer.id)
      .where('status', '=', 'A')
      .execute();
    match = jobs.map((job) => matchOf(job, row)).sort(better)[0] ?? null;
  }
  return toResume(row, link, match);
}
