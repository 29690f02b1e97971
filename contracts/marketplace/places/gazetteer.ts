import { defaultPlaces, type Place } from '../locations/locations';
import { normalizeName } from './place-names';

// The offline gazetteer (ops/tools/gazetteer cuts it from GeoNames): every Israeli locality and the
// world's cities over 15,000 people. A row is [name, Hebrew name or '', lat, lng, country code,
// other Latin spellings joined by '|' (Israeli places only)], Israel's first, each by population.
export type GazetteerRow = [name: string, nameHe: string, lat: number, lng: number, countryCode: string, aliases?: string];
export type GazetteerData = { attribution: string; places: GazetteerRow[] };

export const GAZETTEER_ATTRIBUTION = 'Place names: GeoNames (geonames.org), CC BY 4.0';

// Gazetteer places are numbered after the built-in ones, which keep their indexes (search links use them).
export const GAZETTEER_INDEX_BASE = 1000;

// Consonants only, in classes both scripts share (sh and ש are s, v and ב are b, q and ק are k),
// so 'Kiryat Shmona' finds 'Qiryat Shemona' and a Hebrew spelling can be matched to the English.
const HEBREW_CLASS: Record<string, string> = {
  ב: 'b', ג: 'g', ד: 'd', ז: 'z', ח: 'h', ט: 't', כ: 'k', ך: 'k', ל: 'l', מ: 'm', ם: 'm', נ: 'n', ן: 'n',
  ס: 's', פ: 'p', ף: 'p', צ: 'z', ץ: 'z', ק: 'k', ר: 'r', ש: 's', ת: 't',
};
const HEBREW_INITIAL: Record<string, string> = { י: 'y', ו: 'b', ה: 'h' };
const LATIN_PAIRS: [RegExp, string][] = [[/sch|sh/g, 's'], [/ch|kh/g, 'h'], [/tz|ts/g, 'z'], [/ph/g, 'p'], [/th/g, 't'], [/ck/g, 'k']];
const LATIN_CLASS: Record<string, string> = {
  b: 'b', v: 'b', w: 'b', f: 'p', p: 'p', g: 'g', d: 'd', z: 'z', c: 'k', k: 'k', q: 'k', j: 'y', y: 'y', h: 'h',
  l: 'l', m: 'm', n: 'n', r: 'r', s: 's', x: 's', t: 't',
};

export const skeleton = (text: string): string => {
  const words = normalizeName(text).split(' ');
  return words
    .map((word) => {
      if (/[\u05d0-\u05ea]/.test(word))
        return [...word].map((ch, i) => HEBREW_CLASS[ch] ?? (i === 0 ? (HEBREW_INITIAL[ch] ?? '') : '')).join('');
      const paired = LATIN_PAIRS.reduce((w, [from, to]) => w.replace(from, to), word);
      // a y inside a word is a vowel, as י is in Hebrew ('Kiryat', 'Kiriat')
      return [...paired].map((ch, i) => (ch === 'y' && i > 0 ? '' : (LATIN_CLASS[ch] ?? ''))).join('').replace(/(.)\1+/g, '$1');
    })
    .join('');
};

export type GazetteerPlace = Place & { keys: readonly string[]; sounds: readonly string[] };

const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const keysOf = (names: readonly string[]) => [...new Set(names.map(normalizeName).filter(Boolean))];

const nearBuiltIn = (lat: number, lng: number) =>
  // the whole country aside, a built-in place within about 2 km is the same place
  defaultPlaces.some((p) => p.index > 0 && Math.abs(p.lat - lat) < 0.018 && Math.abs(p.lng - lng) < 0.022);

// The built-in places first (they keep their indexes), then the gazetteer's, leaving out those the
// built-in list already has.
export const gazetteerPlaces = (data: GazetteerData): GazetteerPlace[] => {
  const builtIn = defaultPlaces.map((p) => ({ ...p, keys: keysOf([p.name, p.nameHe]), sounds: [skeleton(p.name)] }));
  const known = new Set(builtIn.flatMap((p) => p.keys));
  const countries = new Map<string, string>();
  const rows = data.places.flatMap(([name, nameHe, lat, lng, countryCode, aliases], i): GazetteerPlace[] => {
    const latin = [name, ...(aliases ? aliases.split('|') : [])];
    const keys = keysOf([...latin, nameHe]);
    if (countryCode === 'IL' && (keys.some((k) => known.has(k)) || nearBuiltIn(lat, lng))) return [];
    if (!countries.has(countryCode)) countries.set(countryCode, countryName(countryCode));
    const country = countries.get(countryCode)!;
    return [{ index: GAZETTEER_INDEX_BASE + i, name, nameHe: nameHe || name, lat, lng, country, countryCode, keys, sounds: [...new Set(latin.map(skeleton))] }];
  });
  return [...builtIn, ...rows];
};

// What was typed, matched against every name: whole name, name starting with it, a word starting
// with it, then (Latin, three consonants or more) names that sound alike. Within a rank the list's
// order holds: built-in places, Israel's, then the world's by population.
export const findPlaces = (places: readonly GazetteerPlace[], typed: string, limit = 10): GazetteerPlace[] => {
  const needle = normalizeName(typed);
  if (!needle) return [];
  const sound = /[a-z]/.test(needle) ? skeleton(needle) : '';
  const ranked: GazetteerPlace[][] = [[], [], [], []];
  for (const place of places) {
    let rank = -1;
    for (const key of place.keys) {
      const r = key === needle ? 0 : key.startsWith(needle) ? 1 : key.includes(` ${needle}`) ? 2 : -1;
      if (r !== -1 && (rank === -1 || r < rank)) rank = r;
    }
    if (rank === -1 && sound.length >= 3 && place.sounds.some((s) => s.startsWith(sound))) rank = 3;
    if (rank !== -1) ranked[rank].push(place);
    if (ranked[0].length >= limit) break;
  }
  return ranked.flat().slice(0, limit);
};
