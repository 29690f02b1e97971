import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';

export type ListType = 'jobs' | 'resumes';

export type SearchCriteria = {
  query: string;
  placeIndex: number | null;
  // seconds, as the date-posted filter counts them
  datePosted?: number;
  // a place outside the built-in list (the gazetteer's): where it is, and its names for the heading
  coordinates?: PlaceAt;
};

export type PlaceAt = { lng: number; lat: number; locality?: string; country?: string };

export type ParsedSlug = { kind: 'search'; search: SearchCriteria } | { kind: 'item'; id: string } | { kind: 'none' };

export const emptySearch: SearchCriteria = { query: '', placeIndex: null };

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const hyphenate = (text: string) => text.trim().replace(/\s+/g, '-');

// In C values d, p and m stand for '.', ',' and '-'.
const encodeCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6).replace(/\./g, 'd').replace(/-/g, 'm');
const decodeCoordinate = (value: string) => Number(value.replace(/d/g, '.').replace(/p/g, ',').replace(/m/g, '-'));

// {query}-{type}[-in-{place}]-SRCH_L{place}[_C{lng},{lat},{country length},{locality length}][_Q{offset},{length}][_D{seconds}]:
// Q points back into the slug itself, so the query survives any characters it contains; a place off
// the built-in list ends the text as {locality}-{country}, which C measures.
export const buildSearchSlug = (type: ListType, search: SearchCriteria): string => {
  const query = search.query.trim();
  const place = search.placeIndex === null ? undefined : defaultPlaces[search.placeIndex];
  const at = place ? undefined : search.coordinates;
  const locality = hyphenate(at?.locality ?? '');
  const country = hyphenate(at?.country ?? '');
  const where = place ? `in-${hyphenate(place.name)}` : locality ? `in-${locality}-${country}` : '';
  const text = [query, type, where].filter(Boolean).join('-');
  const parts = [`L${place ? place.index : ''}`];
  if (at) parts.push(`C${encodeCoordinate(at.lng)},${encodeCoordinate(at.lat)},${locality ? country.length : 0},${locality.length}`);
  if (query) parts.push(`Q0,${query.length}`);
  if (search.datePosted) parts.push(`D${search.datePosted}`);
  return `${text}-SRCH_${parts.join('_')}`;
};

// The place a search is near, as the search box shows it: a built-in one, or the gazetteer's by its
// coordinates and names (index -1: it is no built-in place).
export const searchPlace = (search: SearchCriteria): Place | undefined => {
  if (search.placeIndex !== null) return defaultPlaces[search.placeIndex];
  const at = search.coordinates;
  if (!at) return undefined;
  const name = at.locality || `${at.lat.toFixed(3)}, ${at.lng.toFixed(3)}`;
  return { index: -1, name, nameHe: name, country: at.country ?? '', countryCode: '', lat: at.lat, lng: at.lng };
};

// What the search box's pick puts in a search: a built-in place by its index, any other by where it is.
export const withPlace = (search: SearchCriteria, place: Place | null): SearchCriteria => {
  const { coordinates: _was, ...rest } = search;
  if (!place) return { ...rest, placeIndex: null };
  if (defaultPlaces[place.index]?.name === place.name) return { ...rest, placeIndex: place.index };
  return { ...rest, placeIndex: null, coordinates: { lng: place.lng, lat: place.lat, locality: place.name, country: place.country } };
};

export const searchPath = (type: ListType, search: SearchCriteria): string =>
  search.query.trim() || search.placeIndex !== null || search.coordinates || search.datePosted
    ? `/${type}/${encodeURIComponent(buildSearchSlug(type, search))}`
    : `/${type}`;

// Category landing links: label, '-jobs' or '-resumes', then '-SRCH_L_Q0,{label length}', encoded.
export const categoryPath = (type: ListType, label: string): string =>
  `/${type}/${encodeURIComponent(`${label}-${type}-SRCH_L_Q0,${label.length}`)}`;

// the locality and country a C part measures at the end of the slug's text (hyphens read as spaces)
const namesAt = (text: string, countryLength: number, localityLength: number): Pick<PlaceAt, 'locality' | 'country'> => {
  if (!(localityLength > 0) || !(countryLength >= 0) || countryLength + localityLength + 1 > text.length) return {};
  const end = text.length - (countryLength ? countryLength + 1 : 0);
  const spaced = (part: string) => part.replace(/-/g, ' ');
  return { locality: spaced(text.slice(end - localityLength, end)), ...(countryLength ? { country: spaced(text.slice(end + 1)) } : {}) };
};

const parseSearchParts = (slug: string, parts: string[]): SearchCriteria => {
  const search: SearchCriteria = { query: '', placeIndex: null };
  const text = slug.slice(0, slug.lastIndexOf('-'));
  for (const part of parts) {
    const value = part.slice(1);
    if (part.startsWith('L') && value !== '') {
      const index = Number(value);
      if (Number.isInteger(index) && defaultPlaces[index]) search.placeIndex = index;
    } else if (part.startsWith('Q')) {
      const [offset, length] = value.split(',').map(Number);
      if (Number.isInteger(offset) && Number.isInteger(length)) search.query = slug.slice(offset, offset + length);
    } else if (part.startsWith('D') && Number(value) > 0) {
      search.datePosted = Number(value);
    } else if (part.startsWith('C')) {
      const [lng, lat, countryLength, localityLength] = value.split(',').map(decodeCoordinate);
      if (Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
        search.coordinates = { lng, lat, ...namesAt(text, countryLength ?? 0, localityLength ?? 0) };
    }
  }
  return search;
};

export const parseSlug = (slug: string | undefined): ParsedSlug => {
  if (!slug) return { kind: 'none' };
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  if (last.startsWith('SRCH')) return { kind: 'search', search: parseSearchParts(slug, last.split('_').slice(1)) };
  const uuid = UUID_AT_END.exec(slug);
  if (uuid) return { kind: 'item', id: uuid[1] };
  const id = last.split('_')[0];
  return id ? { kind: 'item', id } : { kind: 'none' };
};
