import { lazy, Suspense, useEffect, useState } from 'react';
import type { MatchMadeMessage } from '@contracts/marketplace/activity/live';
import { useAppDispatch } from '../../../app/hooks';
import { liveOf, type LiveSchema } from '../../../app/live';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { loadActivityStrings } from './activity-strings';

const MatchDialog = lazy(() => Promise.all([import('./match-dialog'), loadActivityStrings()]).then(([m]) => ({ default: m.MatchDialog })));

// A thunk reaches the store's shared socket (see live.ts) and answers how to stop listening.
const listen =
  <T,>(name: string, schema: LiveSchema<T>, listener: (message: T) => void) =>
  (_dispatch: unknown, _getState: unknown, extra: unknown) =>
    liveOf(extra).subscribe(name, schema, listener);

// Mounted once by the shell: any 'match.made' for the signed-in user opens the match dialog,
// on whichever screen they are; two matches in a row are shown one after the other.
export const MatchHost = () => {
  const dispatch = useAppDispatch();
  const { isAuthed } = useCurrentUser();
  const [queue, setQueue] = useState<MatchMadeMessage[]>([]);

  useEffect(() => {
    if (!isAuthed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@contracts/marketplace/activity/live').then(({ matchMadeMessage }) => {
      if (cancelled) return;
      stop = dispatch(listen('match.made', matchMadeMessage, (match) => setQueue((q) => (q.some((m) => m.matchId === match.matchId) ? q : [...q, match]))));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isAuthed, dispatch]);

  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <MatchDialog key={current.matchId} match={current} onClose={() => setQueue((q) => q.slice(1))} />
    </Suspense>
  );
};
