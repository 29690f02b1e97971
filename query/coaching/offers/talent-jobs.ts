import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { TalentJob } from '../../../contracts/coaching/offers/offers';
import type { TalentJobTable } from '../../../contracts/coaching/offers/tables';

type Db = Kysely<Database>;

const talentJobOf = (r: Selectable<TalentJobTable>): TalentJob => ({
  _id: r.job_id,
  type: r.type,
  company: r.company,
  title: r.title,
  titleGroup: r.title_group,
  titleCategories: r.title_categories,
  seniority: r.seniority,
  salary: r.salary,
  salaryCurrency: r.salary_currency,
  salaryFrequency: r.salary_frequency,
  dateStart: r.date_start,
  description: r.description,
  deleteObject: false,
  offerId: r.offer_id,
  dateCreated: new Date(r.created_at).toISOString(),
});

const latestFirst = (db: Db, userId: string) =>
  db
    .selectFrom('talent_job')
    .selectAll()
    .where('user_id', '=', userId)
    // jobs without a start date after those with one, then the latest added
    .orderBy(sql`date_start IS NULL`)
    .orderBy('date_start', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('job_id', 'desc');

// A client's jobs, the latest start first.
export async function listTalentJobs(db: Db, userId: string): Promise<TalentJob[]> {
  return (await latestFirst(db, userId).execute()).map(talentJobOf);
}

export async function lastTalentJob(db: Db, userId: string): Promise<TalentJob | null> {
  const row = await latestFirst(db, userId).limit(1).executeTakeFirst();
  return row ? talentJobOf(row) : null;
}
