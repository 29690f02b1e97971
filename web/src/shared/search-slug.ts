import { defaultPlaces } from '@contracts/marketplace/locations/locations';

export type ListType = 'jobs' | 'resumes';

export type SearchCriteria = {
  query: string;
  placeIndex: number | null;
  // seconds, as the date-posted filter counts them
  datePosted?: number;
  coordinates?: { lng: number; lat: number };
};

export type ParsedSlug = { kind: 'search'; search: SearchCriteria } | { kind: 'item'; id: string } | { kind: 'none' };

export const emptySearch: SearchCriteria = { query: '', placeIndex: null };

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const hyphenate = (text: string) => text.trim().replace(/\s+/g, '-');

// {query}-{type}[-in-{place}]-SRCH_L{place}[_Q{offset},{length}][_D{seconds}]: Q points back into the
// slug itself, so the query survives any characters it contains.
export const buildSearchSlug = (type: ListType, search: SearchCriteria): string => {
  const query = search.query.trim();
  const place = search.placeIndex === null ? undefined : defaultPlaces[search.placeIndex];
  const text = [query, type, place ? `in-${hyphenate(place.name)}` : ''].filter(Boolean).join('-');
  const parts = [`L${place ? place.index : ''}`];
  if (query) parts.push(`Q0,${query.length}`);
  if (search.datePosted) parts.push(`D${search.datePosted}`);
  return `${text}-SRCH_${parts.join('_')}`;
};

export const searchPath = (type: ListType, search: SearchCriteria): string =>
  search.query.trim() || search.placeIndex !== null || search.datePosted
    ? `/${type}/${encodeURIComponent(buildSearchSlug(type, search))}`
    : `/${type}`;

// Category landing links: label, '-jobs' or '-resumes', then '-SRCH_L_Q0,{label length}', encoded.
export const categoryPath = (type: ListType, label: string): string =>
  `/${type}/${encodeURIComponent(`${label}-${type}-SRCH_L_Q0,${label.length}`)}`;

// In C values d, p and m stand for '.', ',' and '-'.
const decodeCoordinate = (value: string) => Number(value.replace(/d/g, '.').replace(/p/g, ',').replace(/m/g, '-'));

const parseSearchParts = (slug: string, parts: string[]): SearchCriteria => {
  const search: SearchCriteria = { query: '', placeIndex: null };
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
      const [lng, lat] = value.split(',').map(decodeCoordinate);
      if (Number.isFinite(lng) && Number.isFinite(lat)) search.coordinates = { lng, lat };
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
