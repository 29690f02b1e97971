import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { ADMIN_USERS_MAX, type AdminUserSearch, type AdminUsers } from '../../../contracts/identity/admin-users/admin-users';
import { toUserData } from '../users/get-user-data';

// LIKE's own characters in what an admin typed match themselves
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The users screen's search: an exact id, or any part of an email in any case, narrowed by the two
// checkboxes; the address typed whole comes first, then the newest accounts.
export async function getAdminUsers(db: Kysely<Database>, search: AdminUserSearch): Promise<AdminUsers> {
  let query = db.selectFrom('user_account');
  if (search.userId) query = query.where('id', '=', search.userId);
  if (search.email) query = query.where(sql<boolean>`email ILIKE ${`%${likeEscaped(search.email)}%`} ESCAPE '\\'`);
  if (search.isJHAdmin) query = query.where('is_jh_admin', '=', true);
  if (search.isJHUser) query = query.where('is_jh_user', '=', true);
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`lower(email) = ${search.email ?? ''}`, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(ADMIN_USERS_MAX)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map((row) => toUserData(row)), total: Number(counted.n) };
}
