import type { CommandDeps } from '../../core/deps';

// Whether the person has an account: staff may keep jobs and offers for any account they name.
export async function accountExists(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db.selectFrom('user_account').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
