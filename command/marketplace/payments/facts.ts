import type { CommandDeps } from '../../core/deps';

// Whether the user hires rather than seeks work (a month of Pro brings recruiters fewer promotes);
// an account the read model does not have yet counts as a seeker.
export async function isRecruiter(deps: CommandDeps, userId: string): Promise<boolean> {
  const account = await deps.db.selectFrom('user_account').select('lookingforwork').where('id', '=', userId).executeTakeFirst();
  return account ? !account.lookingforwork : false;
}
