import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { deckStreamId } from '../../../contracts/marketplace/deck/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { deckDecider } from './decide-deck';

export type UndoLastSkip = Record<string, never>;
export type SkipUndone = Appended & { objectId: string; histogramType: string };

// The caller's last skipped card comes back; answers which one.
export async function undoLastSkip(deps: CommandDeps, _command: UndoLastSkip, ctx: CommandContext): Promise<SkipUndone | DomainError> {
  const userId = actingUser(ctx);
  const handled = await handleCommand(deps.store, deckStreamId(userId), deckDecider, () => ({ type: 'UndoSkip' as const, userId, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(handled)) return handled;
  const event = handled.events[0];
  if (event?.type !== 'SkipUndone') throw new Error('undoSkip decided no SkipUndone');
  return { position: handled.position, types: handled.types, objectId: event.data.objectId, histogramType: event.data.histogramType };
}
