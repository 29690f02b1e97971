import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { accountSettingsMessages as m } from '../../../contracts/identity/account-settings/messages';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, handleCommand, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { credentialOfAccount, normalEmail, setCredentialEmail } from '../../identity/users/credentials';
import { emailReservation } from '../../identity/users/user';
import { emailChangeDecider } from './email-change';

export const EMAIL_CHANGE_VALID_MS = 24 * 3_600_000;

export type RequestEmailChange = { userId: string; email: string; password: string };

// The password confirms it; the link to the new address is mailed by a reaction.
export async function requestEmailChange(deps: CommandDeps, command: RequestEmailChange, ctx: CommandContext): Promise<Appended | DomainError> {
  const credential = await credentialOfAccount(deps, command.userId);
  if (!credential || !(await deps.hasher.verify(credential.password_hash, command.password).catch(() => false))) return domainError('ValidationFailed', m.CurrentPasswordWrong);
  return handleCommand(
    deps.store,
    userStreamId(command.userId),
    emailChangeDecider,
    () => ({ type: 'RequestEmailChange' as const, userId: command.userId, currentEmail: credential.email, newEmail: normalEmail(command.email), now: deps.clock(), validForMs: EMAIL_CHANGE_VALID_MS }),
    metadataOf(ctx),
  );
}

// The link was opened: the new address is reserved, the old one released and the account's email
// changed, in one atomic append; then the credential follows (sign-in finds the account by the
// reservation, so the new address works the moment the append is in).
export async function confirmEmailChange(deps: CommandDeps, command: { userId: string; requestedAt: number }, ctx: CommandContext): Promise<(Appended & { email: string }) | DomainError> {
  const credential = await credentialOfAccount(deps, command.userId);
  if (!credential) return domainError('ValidationFailed', m.EmailChangeLinkInvalid);
  const changed = await withConflictRetries(`email change of ${command.userId}`, async () => {
    const loaded = await loadStream(deps.store, userStreamId(command.userId), emailChangeDecider);
    const decided = emailChangeDecider.decide({ type: 'ConfirmEmailChange', userId: command.userId, currentEmail: credential.email, requestedAt: command.requestedAt, now: deps.clock() }, loaded.state);
    if (isDomainError(decided)) return decided;
    const [event] = decided;
    if (event?.type !== 'EmailChanged') return domainError('ValidationFailed', m.EmailChangeLinkInvalid);
    const { email, changedAt } = event.data;
    const [fresh, old] = [await loadStream(deps.store, emailReservationStreamId(email), emailReservation), await loadStream(deps.store, emailReservationStreamId(credential.email), emailReservation)];
    if (fresh.state.holder !== null && fresh.state.holder !== command.userId) return domainError('EmailTaken', m.EmailChangeTaken);
    const appended = await appendDecided(
      deps.store,
      [
        { loaded: fresh, events: [{ type: 'EmailReserved', data: { userId: command.userId, reservedAt: changedAt } }] },
        { loaded: old, events: old.state.holder === command.userId ? [{ type: 'EmailReleased', data: { userId: command.userId, releasedAt: changedAt } }] : [] },
        { loaded, events: decided },
      ],
      metadataOf(ctx),
    );
    return { ...appended, email };
  });
  if (isDomainError(changed)) return changed;
  await setCredentialEmail(deps, command.userId, changed.email);
  return changed;
}
