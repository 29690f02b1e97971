import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { jobColumns, toJob } from '../../../contracts/marketplace/jobs/job-row';

// A deleted job is not found; an inactive one is still shown (as expired) to whoever has its link.
export async function getJob(db: Kysely<Database>, jobId: string): Promise<Job | null> {
  const row = await db.selectFrom('job').select(jobColumns).where('id', '=', jobId).where('status', '!=', 'D').executeTakeFirst();
  return row ? toJob(row) : null;
}

// My Jobs: active and inactive, newest first.
export async function getUserJobs(db: Kysely<Database>, ownerId: string): Promise<Job[]> {
  const rows = await db
    .selectFrom('job')
    .select(jobColumns)
    .where('owner_id', '=', ownerId)
    .where('status', '!=', 'D')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toJob);
}
