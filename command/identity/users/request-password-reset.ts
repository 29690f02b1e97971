import { domainError, type DomainError } from '../../../contracts/core/errors';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { handleCommand, nothingAppended, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { credentialOf, normalEmail } from './credentials';
import { userDecider } from './decide-user';

const RESET_TTL_MS = 3600_000;

export type RequestPasswordReset = { email: string; captchaToken?: string };

// Records the request; its mail, with a code made when it is sent, is a reaction to
// PasswordResetRequested. An address without an account records nothing, and the caller cannot
// tell the difference.
export async function requestPasswordReset(deps: CommandDeps, command: RequestPasswordReset, ctx: CommandContext): Promise<Appended | DomainError> {
  if (!(await deps.captcha.verify(command.captchaToken, ctx.remoteIp))) return domainError('CaptchaFailed');
  const credential = await credentialOf(deps, normalEmail(command.email));
  if (!credential) return nothingAppended;
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  return handleCommand(deps.store, userStreamId(credential.user_id), userDecider, () => ({ type: 'RequestPasswordReset' as const, now, expiresAt }), metadataOf(ctx));
}
