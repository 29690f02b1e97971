import type { Place } from '../locations/locations';

// How place names are compared and shown, apart from the gazetteer itself: every page that names
// a place needs these, the gazetteer's data and search only the autocomplete.

const NIQQUD = /[\u0591-\u05C7]/g;

// Lowercase, without accents, niqqud or punctuation: how a name is compared with what was typed.
export const normalizeName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(NIQQUD, '')
    .toLowerCase()
    .replace(/['`’‘"״׳ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// A place's name in the reader's language: Hebrew where the gazetteer has it.
export const placeNameIn = (place: Pick<Place, 'name' | 'nameHe'>, language: string) => (language.startsWith('he') ? place.nameHe : place.name);
