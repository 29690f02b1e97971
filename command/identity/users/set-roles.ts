import type { DomainError } from '../../../contracts/core/errors';
import type { UserRoles } from '../../../contracts/identity/users/events';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { userDecider } from './decide-user';

export type SetRoles = { userId: string; roles: Partial<UserRoles> };

// An admin makes a person a journey client, staff, a client admin or a partner's user (or takes it
// back); the admin is the events' actor.
export async function setRoles(deps: CommandDeps, command: SetRoles, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(deps.store, userStreamId(command.userId), userDecider, () => ({ type: 'SetRoles' as const, roles: command.roles, now: deps.clock() }), metadataOf(ctx));
}
