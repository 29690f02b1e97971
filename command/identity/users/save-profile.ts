import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { SaveProfileInput } from '../../../contracts/identity/users/calls';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { userDecider } from './decide-user';

export type SaveProfile = SaveProfileInput & { userId: string };

export type SavedProfile = Appended & { switchedTo: 'recruiter' | 'candidate' | null };

// Only what really changed is recorded; lookingforwork switches between candidate and recruiter.
export async function saveProfile(deps: CommandDeps, command: SaveProfile, ctx: CommandContext): Promise<SavedProfile | DomainError> {
  const { userId, lookingforwork, ...changes } = command;
  const result = await handleCommand(
    deps.store,
    userStreamId(userId),
    userDecider,
    () => ({ type: 'SaveProfile' as const, lookingforwork, changes, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return result;
  const switched = result.events.find((e) => e.type === 'RoleSwitched');
  return {
    position: result.position,
    types: result.types,
    switchedTo: switched?.type === 'RoleSwitched' ? (switched.data.lookingforwork ? 'candidate' : 'recruiter') : null,
  };
}
