import type { DomainError } from '../../../contracts/core/errors';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { userDecider } from './decide-user';

// The account whose address the confirmation link (or the seed) vouches for.
export type ConfirmEmail = { userId: string };

export async function confirmEmail(deps: CommandDeps, command: ConfirmEmail, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(deps.store, userStreamId(command.userId), userDecider, () => ({ type: 'ConfirmEmail' as const, now: deps.clock() }), metadataOf(ctx));
}
