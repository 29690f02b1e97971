import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { orphanApplicantStreamId } from '../../../contracts/marketplace/orphan-applications/ids';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { combineAppended, nothingAppended, withConflictRetries, type Appended } from '../../core/handle-command';
import { registerUser } from '../../identity/users/register-user';
import { carriedJobs, orphanDecider } from './decide-orphan';
import { appendOrphanDecision, foldOrphan, isPairEvent } from './orphan-stream';

// guestId: the visitor token of the caller, who must be the one that applied with the email
export type RegisterApplicant = { guestId: string; email: string; first_name: string; last_name: string; password: string };
export type ApplicantRegistered = Appended & { userId: string; carried: number };

// The account for the email, as register makes it, then the applications this visitor sent with
// that email carried over to it. Nothing to carry: no account either (this is not a sign-up form).
export async function registerApplicant(deps: CommandDeps, command: RegisterApplicant, ctx: CommandContext): Promise<ApplicantRegistered | DomainError> {
  const { guestId } = command;
  const email = command.email.trim().toLowerCase();
  const orphanId = orphanApplicantStreamId(email);
  const before = foldOrphan(orphanId, await deps.store.readStream(orphanId)).state;
  if (!carriedJobs(before, guestId).length) return domainError('NoOrphanApplication');
  // the application this visitor just sent stands in for the sign-up form's captcha
  const registered = await registerUser(
    { ...deps, captcha: { verify: async () => true } },
    { email, password: command.password, first_name: command.first_name, last_name: command.last_name, lookingforwork: true, source: 'applyOrphan' },
    ctx,
  );
  if (isDomainError(registered)) return registered;
  const asSeeker: CommandContext = { ...ctx, actor: registered.userId };
  const carried = await withConflictRetries(orphanId, async () => {
    const orphan = foldOrphan(orphanId, await deps.store.readStream(orphanId));
    const decided = orphanDecider.decide({ type: 'CarryOver', seekerId: registered.userId, guestId, now: deps.clock() }, orphan.state);
    // another tab carried them over first: the account stands, with what it got
    if (isDomainError(decided)) return { ...nothingAppended, count: 0 };
    return { ...(await appendOrphanDecision(deps, asSeeker, orphan, decided)), count: decided.filter(isPairEvent).length };
  });
  return { ...combineAppended(registered, carried), userId: registered.userId, carried: carried.count };
}
