import type { CommandDeps } from '../../core/deps';

// Whether the person has an account: a journey is opened for any account staff name.
export async function accountExists(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db.selectFrom('user_account').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

// Whether an account is staff (a coaching admin, a customer-success manager or a site admin): the
// managers a journey may be given.
export async function isStaffAccount(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('is_jh_admin', '=', true), eb('is_cs_manager', '=', true), eb('is_admin', '=', true)]))
    .executeTakeFirst();
  return row !== undefined;
}
