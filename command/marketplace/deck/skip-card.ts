import type { DomainError } from '../../../contracts/core/errors';
import { deckStreamId } from '../../../contracts/marketplace/deck/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { deckDecider } from './decide-deck';

export type SkipCard = { objectId: string; histogramType: string };

// A left swipe: the card leaves the caller's deck.
export async function skipCard(deps: CommandDeps, command: SkipCard, ctx: CommandContext): Promise<Appended | DomainError> {
  const userId = actingUser(ctx);
  return handleCommand(deps.store, deckStreamId(userId), deckDecider, () => ({ type: 'Skip' as const, userId, ...command, now: deps.clock() }), metadataOf(ctx));
}
