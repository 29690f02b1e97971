import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

// What the watch calls need of a job: whether it is there (not deleted), active, and whose.
export async function watchedJob(db: Kysely<Database>, jobId: string): Promise<{ active: boolean; ownerId: string } | null> {
  const row = await db.selectFrom('job').select(['status', 'owner_id']).where('id', '=', jobId).where('status', '!=', 'D').executeTakeFirst();
  return row ? { active: row.status === 'A', ownerId: row.owner_id } : null;
}
