import type { CommandDeps } from '../../core/deps';
import type { SeekerFacts } from './decide-application';

// The facts applying and connecting decide with, from the read models.

type Account = { lookingforwork: boolean; show_resume: boolean; is_pro: boolean };

// A seeker's profile is visible unless they chose not to show it (showResume off): recruiters
// cannot find an invisible profile, so it cannot apply either.
export const seekerFacts = (account: Account): SeekerFacts => ({
  lookingforwork: account.lookingforwork,
  visible: account.show_resume,
  isPro: account.is_pro,
});

// The person a recruiter connects with, as their account stands; null when there is none.
export async function seekerFactsOf(deps: CommandDeps, seekerId: string): Promise<SeekerFacts | null> {
  const account = await deps.db.selectFrom('user_account').select(['lookingforwork', 'show_resume', 'is_pro']).where('id', '=', seekerId).executeTakeFirst();
  return account ? seekerFacts(account) : null;
}
