import type { DomainError } from '../../../contracts/core/errors';
import { savedItemsStreamId } from '../../../contracts/marketplace/saved-items/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { savedItemsDecider } from './decide-saved-items';

export type UnsaveItem = { userId: string; itemId: string };

export async function unsaveItem(deps: CommandDeps, command: UnsaveItem, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(deps.store, savedItemsStreamId(command.userId), savedItemsDecider, () => ({ type: 'UnsaveItem' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}
