import type { DomainError } from '../../../contracts/core/errors';
import { blockStreamId } from '../../../contracts/marketplace/conversations/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { blockDecider } from './decide-conversation';

// report: staff look at the thread; reason: what the caller said about it.
export type BlockPerson = { blockedUserId: string; report: boolean; reason: string | null };

// The caller blocks someone: they can no longer message the caller.
export async function blockPerson(deps: CommandDeps, command: BlockPerson, ctx: CommandContext): Promise<Appended | DomainError> {
  const userId = actingUser(ctx);
  return handleCommand(deps.store, blockStreamId(userId), blockDecider, () => ({ type: 'BlockUser' as const, userId, ...command, now: deps.clock() }), metadataOf(ctx));
}
