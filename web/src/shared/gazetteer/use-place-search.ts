import { useEffect, useMemo, useState } from 'react';
import debounce from '@mui/utils/debounce';
import { defaultPlaces } from '@contracts/marketplace/locations/locations';
import { findPlaces, gazetteerPlaces, type GazetteerPlace } from '@contracts/marketplace/places/gazetteer';
import { loadGazetteer } from './load-gazetteer';

export const PLACE_SEARCH_DEBOUNCE_MS = 200;

const builtIn = gazetteerPlaces({ attribution: '', places: [] });

// The places matching what was typed, 200 ms after the typing stops: the built-in list before
// anything is typed, the gazetteer after (loaded on the first keystroke; the built-in places while it
// loads or if it cannot).
export function usePlaceSearch(typed: string) {
  const [places, setPlaces] = useState<readonly GazetteerPlace[]>(builtIn);
  const [settled, setSettled] = useState(typed);
  const [loading, setLoading] = useState(false);
  const settle = useMemo(() => debounce((text: string) => setSettled(text), PLACE_SEARCH_DEBOUNCE_MS), []);

  useEffect(() => {
    settle(typed);
  }, [typed, settle]);
  useEffect(() => () => settle.clear(), [settle]);

  useEffect(() => {
    if (!typed.trim() || places !== builtIn) return;
    let live = true;
    setLoading(true);
    loadGazetteer().then(
      (all) => live && setPlaces(all),
      () => undefined,
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [typed, places]);

  const options = useMemo(() => (settled.trim() ? findPlaces(places, settled) : defaultPlaces.map((p) => builtIn[p.index])), [places, settled]);
  return { options, loading: loading || settled !== typed };
}
