import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';

export const placeLabel = (place: Place, language: string): string => (language.startsWith('he') ? place.nameHe : place.name);

export const placeByName = (name: string): Place | undefined =>
  defaultPlaces.find((place) => place.name.toLowerCase() === name.trim().toLowerCase() || place.nameHe === name.trim());
