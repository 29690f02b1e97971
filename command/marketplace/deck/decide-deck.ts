import { domainError, type DomainError } from '../../../contracts/core/errors';
import { deckEvents, type DeckEvent } from '../../../contracts/marketplace/deck/events';
import type { Decider } from '../../core/decider';

type Skip = { objectId: string; histogramType: string };

// The cards one person skipped and has not taken back, oldest first.
export type DeckState = { skipped: readonly Skip[] };

export const initialDeckState: DeckState = { skipped: [] };

const same = (a: Skip, b: Skip) => a.objectId === b.objectId && a.histogramType === b.histogramType;

export const evolveDeck = (state: DeckState, event: DeckEvent): DeckState => {
  if (event.type === 'SuggestionSkipped') return { skipped: [...state.skipped.filter((s) => !same(s, event.data)), { objectId: event.data.objectId, histogramType: event.data.histogramType }] };
  if (event.type === 'SkipUndone') return { skipped: state.skipped.filter((s) => !same(s, event.data)) };
  return state;
};

export type DeckCommand =
  | { type: 'Skip'; userId: string; objectId: string; histogramType: string; now: Date }
  | { type: 'UndoSkip'; userId: string; now: Date };

export const decideDeck = (command: DeckCommand, state: DeckState): DeckEvent[] | DomainError => {
  const at = command.now.toISOString();
  if (command.type === 'Skip') {
    const { userId, objectId, histogramType } = command;
    if (state.skipped.some((s) => same(s, command))) return [];
    return [{ type: 'SuggestionSkipped', data: { userId, objectId, histogramType, skippedAt: at } }];
  }
  const last = state.skipped.at(-1);
  if (!last) return domainError('NothingToUndo');
  return [{ type: 'SkipUndone', data: { userId: command.userId, objectId: last.objectId, histogramType: last.histogramType, undoneAt: at } }];
};

export const deckDecider: Decider<DeckState, DeckCommand, DeckEvent> = {
  events: deckEvents,
  initialState: initialDeckState,
  evolve: evolveDeck,
  decide: decideDeck,
};
