import type { DomainError } from '../../../contracts/core/errors';
import type { SavedItemType } from '../../../contracts/marketplace/saved-items/calls';
import { savedItemsStreamId } from '../../../contracts/marketplace/saved-items/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { savedItemsDecider } from './decide-saved-items';
import { savableItemExists } from './facts';

export type SaveItem = { userId: string; itemId: string; itemType: SavedItemType; seeker: boolean };

export async function saveItem(deps: CommandDeps, command: SaveItem, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(
    deps.store,
    savedItemsStreamId(command.userId),
    savedItemsDecider,
    async () => ({ type: 'SaveItem' as const, ...command, exists: await savableItemExists(deps, command), now: deps.clock() }),
    metadataOf(ctx),
  );
}
