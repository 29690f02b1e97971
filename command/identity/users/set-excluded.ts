import type { DomainError } from '../../../contracts/core/errors';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { userDecider } from './decide-user';

export type SetExcluded = { userId: string; excluded: boolean };

// An admin takes a person out of searches and sign-in, or lets them back; the admin is the actor.
export async function setExcluded(deps: CommandDeps, command: SetExcluded, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(deps.store, userStreamId(command.userId), userDecider, () => ({ type: 'SetExcluded' as const, excluded: command.excluded, now: deps.clock() }), metadataOf(ctx));
}
