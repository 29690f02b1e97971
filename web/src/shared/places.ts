import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';
import { normalizeName, placeNameIn } from '@contracts/marketplace/places/place-names';
import { loadedGazetteer, loadGazetteer } from './gazetteer/load-gazetteer';

export const placeLabel = (place: Pick<Place, 'name' | 'nameHe'>, language: string): string => placeNameIn(place, language);

export const placeByName = (name: string): Place | undefined =>
  defaultPlaces.find((place) => place.name.toLowerCase() === name.trim().toLowerCase() || place.nameHe === name.trim());

// The gazetteer's places by their English name, once it has loaded.
let byName: Map<string, Place> | null = null;
const gazetteerPlace = (name: string): Place | undefined => {
  const places = loadedGazetteer();
  if (!places) return undefined;
  if (!byName) {
    byName = new Map();
    for (const place of places) if (!byName.has(normalizeName(place.name))) byName.set(normalizeName(place.name), place);
  }
  return byName.get(normalizeName(name));
};

// A place's name in the reader's language when it is a known place; as written otherwise.
export const placeName = (name: string, language: string): string => {
  const place = placeByName(name) ?? gazetteerPlace(name);
  return place ? placeLabel(place, language) : name;
};

// A place the search box holds: a built-in or picked place by its own names; one read back from an
// address (index -1: only its English name) by the gazetteer's, once that has loaded.
export const shownPlaceName = (place: Place, language: string): string => (place.index === -1 ? placeName(place.name, language) : placeLabel(place, language));

// placeName for the reader's language: a Hebrew reader's page loads the gazetteer for the names the
// built-in list lacks, and shows them once it has (places are stored by their English name).
export const usePlaceName = (): ((name: string) => string) => {
  const { i18n } = useTranslation();
  const hebrew = i18n.language.startsWith('he');
  const [, setReady] = useState(() => loadedGazetteer() !== null);
  useEffect(() => {
    if (!hebrew || loadedGazetteer()) return;
    let live = true;
    loadGazetteer().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hebrew]);
  return (name: string) => placeName(name, i18n.language);
};
