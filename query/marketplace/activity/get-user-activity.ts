import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import {
  profileCardSchema,
  type ActivityFlags,
  type ActivityItem,
  type ActivityView,
  type ApplicationState,
  type ApplicationStatus,
} from '../../../contracts/marketplace/activity/activity';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import type { OrphanApplicant } from '../../../contracts/marketplace/orphan-applications/orphan';
import type { ApplicationTable } from '../../../contracts/marketplace/activity/tables';
import { jobListColumns, toJobListItem } from '../../../contracts/marketplace/jobs/job-row';
// the one mapping of an account row; a card shows what it maps, minus what is private
import { toUserData } from '../../identity/users/get-user-data';

type Db = Kysely<Database>;
type Row = Selectable<ApplicationTable>;
type Query = SelectQueryBuilder<Database, 'application', object>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const statusOf = (row: Row): ApplicationStatus =>
  row.job_status !== 'A' ? 'jobClosed' : row.matched_at ? 'matched' : row.connected_at ? 'connectSent' : row.viewed_at ? 'viewed' : 'applied';

export const toApplicationState = (row: Row): ApplicationState => ({
  matchId: matchId(row.job_id, row.seeker_id),
  jobId: row.job_id,
  seekerId: row.seeker_id,
  recruiterId: row.recruiter_id,
  appliedAt: iso(row.applied_at),
  connectedAt: iso(row.connected_at),
  matchedAt: iso(row.matched_at),
  viewedAt: iso(row.viewed_at),
  jobStatus: row.job_status,
  status: statusOf(row),
});

const seekerViews: ReadonlySet<ActivityView> = new Set(['myApplications', 'jobsSuggestion', 'matchesCan']);
export const isSeekerView = (view: ActivityView): boolean => seekerViews.has(view);

// Which rows a list shows, and in which order. Jobs that are not active hide their connects and
// matches; a seeker's own applications stay, shown as closed.
function listOf(db: Db, userId: string, view: ActivityView): { query: Query; order: 'applied_at' | 'connected_at' | 'matched_at' } {
  const base = db.selectFrom('application');
  switch (view) {
    case 'myApplications':
      return { query: base.where('seeker_id', '=', userId).where('applied_at', 'is not', null), order: 'applied_at' };
    case 'jobsSuggestion':
      return { query: base.where('seeker_id', '=', userId).where('connected_at', 'is not', null).where('applied_at', 'is', null).where('job_status', '=', 'A'), order: 'connected_at' };
    case 'matchesCan':
      return { query: base.where('seeker_id', '=', userId).where('matched_at', 'is not', null).where('job_status', '=', 'A'), order: 'matched_at' };
    case 'myCandidates':
      return { query: base.where('recruiter_id', '=', userId).where('connected_at', 'is not', null).where('matched_at', 'is', null).where('job_status', '=', 'A'), order: 'connected_at' };
    case 'applicants':
      return { query: base.where('recruiter_id', '=', userId).where('applied_at', 'is not', null).where('matched_at', 'is', null).where('job_status', '=', 'A'), order: 'applied_at' };
    case 'matchesRec':
      return { query: base.where('recruiter_id', '=', userId).where('matched_at', 'is not', null).where('job_status', '=', 'A'), order: 'matched_at' };
  }
}

export async function getActivityFlags(db: Db, userId: string): Promise<ActivityFlags> {
  const row = await db.selectFrom('activity_flag').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    hasJobsSuggestion: row?.has_jobs_suggestion ?? false,
    hasMatchesCan: row?.has_matches_can ?? false,
    hasApplicants: row?.has_applicants ?? false,
    hasMatchesRec: row?.has_matches_rec ?? false,
  };
}

// fileLink: a signed address of a kept file (a CV sent without an account), for the recruiter asking
export type FileLink = (fileId: string) => string;

export async function getUserActivity(
  db: Db,
  userId: string,
  view: ActivityView,
  page: number,
  pageSize: number,
  fileLink: FileLink,
): Promise<{ list: ActivityItem[]; total: number; flags: ActivityFlags }> {
  const { query, order } = listOf(db, userId, view);
  const [rows, total, flags] = await Promise.all([
    query.selectAll().orderBy(order, 'desc').orderBy('job_id').orderBy('seeker_id').limit(pageSize).offset(page * pageSize).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    getActivityFlags(db, userId),
  ]);
  return { list: await toItems(db, rows, isSeekerView(view), fileLink), total: Number(total.n), flags };
}

// Cards for the rows: the job for a seeker's lists, the seeker's profile for a recruiter's, and
// the other side's contact once they matched.
async function toItems(db: Db, rows: readonly Row[], forSeeker: boolean, fileLink: FileLink): Promise<ActivityItem[]> {
  if (!rows.length) return [];
  const jobIds = [...new Set(rows.map((r) => r.job_id))];
  const people = [...new Set(rows.map((r) => (forSeeker ? r.recruiter_id : r.seeker_id)))];
  const [jobs, accounts, orphans] = await Promise.all([
    forSeeker ? db.selectFrom('job').select([...jobListColumns, 'phone']).where('id', 'in', jobIds).execute() : Promise.resolve([]),
    db.selectFrom('user_account').selectAll().where('id', 'in', people).execute(),
    forSeeker ? Promise.resolve(new Map<string, OrphanApplicant>()) : orphanApplicantsOf(db, jobIds, people, fileLink),
  ]);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  return rows.map((row) => {
    const job = jobById.get(row.job_id);
    const other = accountById.get(forSeeker ? row.recruiter_id : row.seeker_id);
    const contact = row.matched_at && other ? { email: other.email, phone: (forSeeker ? job?.phone : null) ?? other.phone } : null;
    return {
      ...toApplicationState(row),
      job: job ? toJobListItem(job) : null,
      profile: !forSeeker && other ? profileCardSchema.parse(toUserData(other)) : null,
      contact,
      ...(orphans.has(matchId(row.job_id, row.seeker_id)) ? { orphan: orphans.get(matchId(row.job_id, row.seeker_id)) } : {}),
    };
  });
}

// Applicants who sent a CV without an account (or before making one), by match id: the recruiter
// sees their name, email and CV.
async function orphanApplicantsOf(db: Db, jobIds: readonly string[], seekerIds: readonly string[], fileLink: FileLink): Promise<Map<string, OrphanApplicant>> {
  const rows = await db
    .selectFrom('orphan_application')
    .selectAll()
    .where('job_id', 'in', jobIds)
    .where((eb) => eb.or([eb('applicant_id', 'in', seekerIds), eb('seeker_id', 'in', seekerIds)]))
    .execute();
  return new Map(
    rows.map((r) => [
      matchId(r.job_id, r.seeker_id ?? r.applicant_id),
      { first_name: r.first_name, last_name: r.last_name, email: r.email, resume: { url: fileLink(r.resume_id), name: r.resume_name, size: r.resume_size } },
    ]),
  );
}

// The caller's applications (a seeker) or connects (a recruiter), newest first.
export async function getApplies(db: Db, userId: string, asSeeker: boolean): Promise<ApplicationState[]> {
  const rows = asSeeker
    ? await db.selectFrom('application').selectAll().where('seeker_id', '=', userId).where('applied_at', 'is not', null).orderBy('applied_at', 'desc').limit(600).execute()
    : await db.selectFrom('application').selectAll().where('recruiter_id', '=', userId).where('connected_at', 'is not', null).orderBy('connected_at', 'desc').limit(600).execute();
  return rows.map(toApplicationState);
}

export async function getApplication(db: Db, jobId: string, seekerId: string): Promise<ApplicationState | null> {
  const row = await db.selectFrom('application').selectAll().where('job_id', '=', jobId).where('seeker_id', '=', seekerId).executeTakeFirst();
  return row ? toApplicationState(row) : null;
}
