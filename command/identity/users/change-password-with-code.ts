import { domainError, type DomainError } from '../../../contracts/core/errors';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { credentialOf, holdsResetCode, normalEmail, setPassword } from './credentials';
import { userDecider } from './decide-user';

export type ChangePasswordWithCode = { email: string; password: string; code: string };

// The code from the reset mail sets a new password once, before it expires.
export async function changePasswordWithCode(deps: CommandDeps, command: ChangePasswordWithCode, ctx: CommandContext): Promise<Appended | DomainError> {
  const credential = await credentialOf(deps, normalEmail(command.email));
  if (!credential || !holdsResetCode(credential, command.code)) return domainError('ResetCodeInvalid');
  const now = deps.clock();
  if (!credential.reset_expires_at || new Date(credential.reset_expires_at).getTime() < now.getTime()) return domainError('ResetCodeExpired');
  await setPassword(deps, credential.user_id, command.password);
  return handleCommand(deps.store, userStreamId(credential.user_id), userDecider, () => ({ type: 'ChangePassword' as const, now }), metadataOf(ctx));
}
