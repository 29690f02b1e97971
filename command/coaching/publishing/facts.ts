import type { CommandDeps } from '../../core/deps';

// Whether the person is a coaching client (the account's isJHUser): only clients have a publication.
export async function isJourneyClient(deps: CommandDeps, userId: string): Promise<boolean> {
  const account = await deps.db.selectFrom('user_account').select('is_jh_user').where('id', '=', userId).executeTakeFirst();
  return Boolean(account?.is_jh_user);
}
