import { randomBytes } from 'node:crypto';
import { journeyPlans } from '../../../contracts/coaching/journey/lists';
import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { credentialOf, normalEmail } from '../../identity/users/credentials';
import { registerUser } from '../../identity/users/register-user';

// The plans a journey may have: a link is for one of them.
export const journeyPlanChoices = async (_deps: CommandDeps): Promise<readonly string[]> => journeyPlans;

// The account that holds the email (the write side's reservation), or a new one for the payer: a
// random password they never see (they set their own through "forgot password"), and the
// confirmation mail every new account gets.
export async function accountForEmail(
  deps: CommandDeps,
  person: { email: string; firstName: string; lastName: string },
  ctx: CommandContext,
): Promise<{ userId: string; created: boolean } | DomainError> {
  const email = normalEmail(person.email);
  const held = await credentialOf(deps, email);
  if (held) return { userId: held.user_id, created: false };
  const registered = await registerUser(
    deps,
    { email, password: randomBytes(24).toString('base64url'), first_name: person.firstName, last_name: person.lastName, lookingforwork: true, source: 'payment-link', byService: true },
    ctx,
  );
  if (isDomainError(registered)) {
    // paid twice at once: the other payment made the account first
    const other = registered.code === 'EmailTaken' ? await credentialOf(deps, email) : undefined;
    return other ? { userId: other.user_id, created: false } : registered;
  }
  return { userId: registered.userId, created: true };
}
