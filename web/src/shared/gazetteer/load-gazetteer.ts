import type { GazetteerData, GazetteerPlace } from '@contracts/marketplace/places/gazetteer';
import gazetteerUrl from './gazetteer.json?url';

// The gazetteer (about 0.5 MB compressed) is fetched once, when a place is first looked up; until
// then, or if it cannot be had, the built-in places stand in.
let loaded: GazetteerPlace[] | null = null;
let loading: Promise<GazetteerPlace[]> | null = null;

export const loadedGazetteer = (): GazetteerPlace[] | null => loaded;

export const loadGazetteer = (): Promise<GazetteerPlace[]> =>
  (loading ??= fetch(gazetteerUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The gazetteer answered ${response.status}`);
      return response.json() as Promise<GazetteerData>;
    })
    // the gazetteer's own code (its index and search) comes with its data
    .then(async (data) => (loaded = (await import('@contracts/marketplace/places/gazetteer')).gazetteerPlaces(data)))
    .catch((error: unknown) => {
      // a later lookup tries again
      loading = null;
      throw error;
    }));
