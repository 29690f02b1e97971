import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { TalentProject } from '../../../contracts/coaching/offers/offers';

// A client's side projects, the latest started first (those without a start last).
export async function listTalentProjects(db: Kysely<Database>, userId: string): Promise<TalentProject[]> {
  const rows = await db
    .selectFrom('talent_project')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(sql`start_date IS NULL`)
    .orderBy('start_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('project_id')
    .execute();
  return rows.map((r) => ({ _id: r.project_id, title: r.title, link: r.link, description: r.description, startDate: r.start_date, endDate: r.end_date, dateCreated: new Date(r.created_at).toISOString() }));
}
