import { useCallback, useMemo, useState } from 'react';
import type { DeckCard, DeckType } from '@contracts/marketplace/deck/deck';
import { isApiError } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { deckApi } from './deck-api';
import { FLY_MS, type SwipeDirection } from './swipe-stack';
import { useApply } from '../activity/use-apply';

const DECK_SIZE = 10;

// The deck's state on screen: cards leave at once (the server never hands back what was applied or
// skipped), the next batch comes when few are left, and an undone skip returns on top.
export const useDeck = (histogramType: DeckType, jobId: string | undefined, skip: boolean) => {
  const notices = useNotices();
  const { apply } = useApply();
  const args = { histogramType, limit: DECK_SIZE, ...(jobId ? { jobId } : {}) };
  const deck = deckApi.useGetSwipeDeckQuery(args, { skip, refetchOnMountOrArgChange: true });
  const [skipSuggestion] = deckApi.useSkipSuggestionMutation();
  const [undoSkip, { isLoading: isUndoing }] = deckApi.useUndoSkipMutation();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [front, setFront] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const [skippedCount, setSkippedCount] = useState(0);

  const cards = useMemo(() => {
    const left = (deck.data?.cards ?? []).filter((card) => !gone.has(card.objectId));
    const first = left.find((card) => card.objectId === front);
    return first ? [first, ...left.filter((card) => card !== first)] : left;
  }, [deck.data, gone, front]);

  const { refetch } = deck;
  const remove = useCallback(
    (id: string, leftAfter: number) => {
      setGone((set) => new Set(set).add(id));
      if (leftAfter <= 2) void refetch();
    },
    [refetch],
  );
  const restore = useCallback((id: string) => {
    setGone((set) => {
      const next = new Set(set);
      next.delete(id);
      return next;
    });
    setFront(id);
  }, []);

  const decide = useCallback(
    async (card: DeckCard, direction: SwipeDirection) => {
      remove(card.objectId, cards.length - 1);
      if (direction === 'left') {
        setSkippedCount((n) => n + 1);
        const done = await skipSuggestion({ objectId: card.objectId, histogramType: card.histogramType }).unwrap().catch((error: unknown) => {
          notices.error(error);
          return null;
        });
        if (!done) restore(card.objectId);
        return;
      }
      const outcome = await apply(card.histogramType === 'jobs' ? { histogramType: 'jobs', jobId: card.objectId } : { histogramType: 'resumes', seekerId: card.objectId, jobId: jobId ?? '' });
      // refused or waiting on the Pro dialog / sign-in: the card stays in the deck
      if (outcome === 'limit' || outcome === 'failed' || outcome === 'signIn') restore(card.objectId);
    },
    [remove, cards.length, skipSuggestion, notices, restore, apply, jobId],
  );

  // a button or an arrow key: the top card flies out first, then it is decided
  const swipe = useCallback(
    (direction: SwipeDirection) => {
      const top = cards[0];
      if (!top || leaving) return;
      setLeaving(direction);
      window.setTimeout(() => {
        setLeaving(null);
        void decide(top, direction);
      }, FLY_MS);
    },
    [cards, leaving, decide],
  );

  const undo = useCallback(async () => {
    try {
      const back = await undoSkip({}).unwrap();
      setSkippedCount((n) => Math.max(0, n - 1));
      setGone((set) => {
        const next = new Set(set);
        next.delete(back.objectId);
        return next;
      });
      setFront(back.objectId);
      await refetch();
    } catch (error) {
      if (isApiError(error) && error.body.code === 'NothingToUndo') setSkippedCount(0);
      notices.error(error);
    }
  }, [undoSkip, refetch, notices]);

  return { deck, cards, leaving, decide, swipe, undo, isUndoing, canUndo: skippedCount > 0 };
};
