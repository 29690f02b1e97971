import { describe, it } from 'vitest';
import type { DeckEvent } from '../../../contracts/marketplace/deck/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { deckDecider } from './decide-deck';

const given = DeciderSpecification.for(deckDecider);
const userId = 'u-1';
const earlier = '2026-03-10T08:00:00.000Z';
const now = new Date('2026-03-10T09:30:00.000Z');
const at = now.toISOString();
const skipped = (objectId: string, histogramType = 'jobs'): DeckEvent => ({ type: 'SuggestionSkipped', data: { userId, objectId, histogramType, skippedAt: earlier } });
const undone = (objectId: string, histogramType = 'jobs'): DeckEvent => ({ type: 'SkipUndone', data: { userId, objectId, histogramType, undoneAt: earlier } });

describe('Skip', () => {
  it('records SuggestionSkipped', () => {
    given([]).when({ type: 'Skip', userId, objectId: 'a', histogramType: 'jobs', now }).then([{ type: 'SuggestionSkipped', data: { userId, objectId: 'a', histogramType: 'jobs', skippedAt: at } }]);
  });
  it('records nothing for a card already skipped', () => {
    given([skipped('a')]).when({ type: 'Skip', userId, objectId: 'a', histogramType: 'jobs', now }).thenNothingHappens();
  });
  it('records a skip of the same object in another deck', () => {
    given([skipped('a', 'jobs')]).when({ type: 'Skip', userId, objectId: 'a', histogramType: 'resumes', now }).then([{ type: 'SuggestionSkipped', data: { userId, objectId: 'a', histogramType: 'resumes', skippedAt: at } }]);
  });
  it('skips again a card whose skip was undone', () => {
    given([skipped('a'), undone('a')]).when({ type: 'Skip', userId, objectId: 'a', histogramType: 'jobs', now }).then([{ type: 'SuggestionSkipped', data: { userId, objectId: 'a', histogramType: 'jobs', skippedAt: at } }]);
  });
});

describe('UndoSkip', () => {
  it('brings back the last skip', () => {
    given([skipped('a'), skipped('b', 'resumes')]).when({ type: 'UndoSkip', userId, now }).then([{ type: 'SkipUndone', data: { userId, objectId: 'b', histogramType: 'resumes', undoneAt: at } }]);
  });
  it('brings back the one before once the last was undone', () => {
    given([skipped('a'), skipped('b'), undone('b')]).when({ type: 'UndoSkip', userId, now }).then([{ type: 'SkipUndone', data: { userId, objectId: 'a', histogramType: 'jobs', undoneAt: at } }]);
  });
  it('rejects with NothingToUndo when nothing was skipped', () => {
    given([skipped('a'), undone('a')]).when({ type: 'UndoSkip', userId, now }).thenFails('NothingToUndo');
  });
});
