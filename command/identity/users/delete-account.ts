import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { appendDecided, loadStreams, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { credentialOfAccount, dropCredential } from './credentials';
import { userDecider } from './decide-user';
import { emailReservation } from './user';
import { identityMessages } from '../../../contracts/identity/users/messages';

// The password confirms it: a stolen session alone cannot delete an account.
export type DeleteAccount = { userId: string; password: string };

// The account's deletion and the release of its email, appended together.
async function appendDeletion(deps: CommandDeps, account: { userId: string; email: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, email } = account;
  const [loaded, reservation] = await loadStreams(
    deps.store,
    { streamId: userStreamId(userId), decider: userDecider },
    { streamId: emailReservationStreamId(email), decider: emailReservation },
  );
  const now = deps.clock();
  const decided = userDecider.decide({ type: 'DeleteAccount', now }, loaded.state);
  if (isDomainError(decided)) return decided;
  const release = reservation.state.holder === userId ? [{ type: 'EmailReleased' as const, data: { userId, releasedAt: now.toISOString() } }] : [];
  return appendDecided(deps.store, [{ loaded, events: decided }, { loaded: reservation, events: release }], metadataOf(ctx));
}

// The person asks for their account to go, confirming it with their password.
export async function deleteAccount(deps: CommandDeps, command: DeleteAccount, ctx: CommandContext): Promise<Appended | DomainError> {
  const credential = await credentialOfAccount(deps, command.userId);
  if (!credential || !(await deps.hasher.verify(credential.password_hash, command.password).catch(() => false))) return domainError('WrongCredentials', identityMessages.PasswordNotRight);
  return eraseAccount(deps, { userId: command.userId }, ctx);
}

// An account goes (its owner asked, or an admin acting for them): its deletion and the release of
// its email are appended together, then the key their personal data is encrypted with is destroyed,
// then what the features hold of the account (their erasers), then the credential. A retry after a
// failure half-way finishes what is left (every step can be repeated; the credential, which lets it
// run, goes last).
export async function eraseAccount(deps: CommandDeps, command: { userId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId } = command;
  const credential = await credentialOfAccount(deps, userId);
  if (!credential) return domainError('NotFound', identityMessages.AccountNotFound);
  const appended = await withConflictRetries(`deletion of user ${userId}`, () => appendDeletion(deps, { userId, email: credential.email }, ctx));
  if (isDomainError(appended)) return appended;
  await deps.personalData.erase(userId);
  for (const erase of deps.accountErasers) await erase({ userId, email: credential.email });
  await dropCredential(deps, userId);
  return appended;
}
