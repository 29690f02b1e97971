import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

// Active journey clients, by name, searched by name or email: at most 100.
export async function getJourneyClients(db: Kysely<Database>, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('user_account as a')
    .leftJoin('personal_journey as j', 'j.user_id', 'a.id')
    .select(['a.id', 'a.email', 'a.first_name', 'a.last_name', 'j.status', 'j.plan', 'j.current_step'])
    .where('a.is_jh_user', '=', true)
    .where('a.is_active_jh_user', '=', true)
    .$if(search !== '', (q) => q.where(sql<boolean>`(a.first_name || ' ' || a.last_name) ilike ${like} or a.email ilike ${like}`))
    .orderBy('a.first_name')
    .orderBy('a.id')
    .limit(100)
    .execute();
  return rows.map((r) => ({ _id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email, status: r.status ?? null, plan: r.plan ?? null, currentStep: r.current_step ?? 0 }));
}
