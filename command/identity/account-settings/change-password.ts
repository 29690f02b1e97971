import { domainError, type DomainError } from '../../../contracts/core/errors';
import { accountSettingsMessages as m } from '../../../contracts/identity/account-settings/messages';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { credentialOfAccount, setPassword } from '../../identity/users/credentials';
import { userDecider } from '../../identity/users/decide-user';
import { signIn } from '../../identity/users/sign-in';

export type ChangePassword = { userId: string; currentPassword: string; password: string };

// The current password confirms it: a session left open elsewhere cannot take the account. The new
// password ends every session; the person is signed in again here with it.
export async function changePassword(deps: CommandDeps, command: ChangePassword, ctx: CommandContext): Promise<(Appended & { token: string }) | DomainError> {
  const credential = await credentialOfAccount(deps, command.userId);
  if (!credential || !(await deps.hasher.verify(credential.password_hash, command.currentPassword).catch(() => false))) return domainError('ValidationFailed', m.CurrentPasswordWrong);
  await setPassword(deps, command.userId, command.password);
  const changed = await handleCommand(deps.store, userStreamId(command.userId), userDecider, () => ({ type: 'ChangePassword' as const, now: deps.clock() }), metadataOf(ctx));
  if ('code' in changed) return changed;
  const session = await signIn(deps, { email: credential.email, password: command.password });
  if ('code' in session) return session;
  return { position: changed.position, types: changed.types, token: session.token };
}
