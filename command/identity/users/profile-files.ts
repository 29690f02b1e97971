import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { userStreamId } from '../../../contracts/identity/users/ids';
import type { ProfileFile } from '../../../contracts/identity/users/profile';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { userDecider, type UserCommand } from './decide-user';
import type { UserState } from './user';

// What a change of a kept file leaves behind: the file it replaced (or removed), to delete from
// storage once the change is recorded.
export type FileChanged = Appended & { replaced: string | null };

const fileOf = (state: UserState, slot: 'resume' | 'avatar') => (state.status === 'registered' ? state.files[slot] : null);

async function changeFile(deps: CommandDeps, userId: string, slot: 'resume' | 'avatar', command: UserCommand, ctx: CommandContext): Promise<FileChanged | DomainError> {
  let replaced: string | null = null;
  const result = await handleCommand(
    deps.store,
    userStreamId(userId),
    userDecider,
    (state) => {
      replaced = fileOf(state, slot);
      return command;
    },
    metadataOf(ctx),
  );
  if (isDomainError(result)) return result;
  return { position: result.position, types: result.types, replaced: result.events.length ? replaced : null };
}

export type RecordResume = { userId: string; resume: ProfileFile; description: string | null; suggestedTags: string[] };

export const recordResume = (deps: CommandDeps, command: RecordResume, ctx: CommandContext) =>
  changeFile(deps, command.userId, 'resume', { type: 'RecordResume', resume: command.resume, description: command.description, suggestedTags: command.suggestedTags, now: deps.clock() }, ctx);

export const setAvatar = (deps: CommandDeps, command: { userId: string; avatar: ProfileFile }, ctx: CommandContext) =>
  changeFile(deps, command.userId, 'avatar', { type: 'SetAvatar', avatar: command.avatar, now: deps.clock() }, ctx);

export const removeAvatar = (deps: CommandDeps, command: { userId: string }, ctx: CommandContext) =>
  changeFile(deps, command.userId, 'avatar', { type: 'RemoveAvatar', now: deps.clock() }, ctx);
