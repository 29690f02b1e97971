import type { GazetteerRow } from '../../../contracts/marketplace/places/gazetteer';
import { skeleton } from '../../../contracts/marketplace/places/gazetteer';
import { normalizeName } from '../../../contracts/marketplace/places/place-names';
import { curatedHebrew } from './curated-hebrew';

// One GeoNames record, as the cities-500 dump has it (the fields the cut reads).
export type GeoNamesCity = {
  geonameId: number;
  name: string;
  asciiName?: string;
  alternateNames?: string[];
  latitude: number;
  longitude: number;
  featureClass: string;
  countryCode: string;
  population: number;
};

export const WORLD_MIN_POPULATION = 15_000;

const HEBREW_ONLY = /^[\u05d0-\u05ea\u0591-\u05c7 \-'"״׳־]+$/;
const NIQQUD = /[\u0591-\u05c7]/g;
// Yiddish spells vowels with א and ע: 'לאנדאן', 'בערלין'. Hebrew usually does not.
const yiddishVowels = (name: string) => [...name.slice(1)].filter((ch) => ch === 'א' || ch === 'ע').length;

// the length of the longest common subsequence
const common = (a: string, b: string) => {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const ch of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = ch === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
};

// GeoNames lists a place's other names without saying their language: Hebrew, Yiddish, biblical and
// historic names side by side ('יבוס' for Jerusalem). The Hebrew name is the one that sounds most like
// the English, without Yiddish vowels, then the fuller spelling; the curated list overrides it.
export const hebrewName = (city: Pick<GeoNamesCity, 'geonameId' | 'name' | 'alternateNames' | 'countryCode'>): string => {
  const curated = curatedHebrew[city.geonameId];
  if (curated !== undefined) return curated;
  const candidates = [
    ...new Set(
      (city.alternateNames ?? [])
        .filter((n) => HEBREW_ONLY.test(n))
        .map((n) => n.replace(NIQQUD, '').replace(/־/g, '-').trim())
        .filter(Boolean),
    ),
  ];
  const english = skeleton(city.name);
  // an Israeli place's other Latin spellings count too, a little less ('Tsfat' for Safed)
  const others = city.countryCode === 'IL' ? latinAliases(city).map(skeleton) : [];
  let best = '';
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const sound = skeleton(candidate);
    const like = (latin: string) => (latin && sound ? common(latin, sound) / Math.max(latin.length, sound.length) : 0);
    const likeness = Math.max(like(english), ...others.map((o) => like(o) * 0.9));
    if (likeness < 0.5) continue;
    const score = likeness * 100 - yiddishVowels(candidate) * 10 + candidate.length / 100;
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
};

// Other Latin spellings of an Israeli place a person may type ('Kiryat Shmona'), one per sound-alike
// group, without the code-like ones GeoNames keeps ('TLV').
const latinAliases = (city: Pick<GeoNamesCity, 'name' | 'alternateNames'>): string[] => {
  const own = new Set([normalizeName(city.name)]);
  const aliases: string[] = [];
  for (const name of city.alternateNames ?? []) {
    // GeoNames' romanized Arabic and Chinese spellings are lowercase ('aylt', 'ai la te')
    if (!/^[A-Z][A-Za-z' -]{2,}$/.test(name) || /^[A-Z]{2,4}$/.test(name) || name.startsWith('Lungsod ng ')) continue;
    const key = normalizeName(name);
    if (own.has(key)) continue;
    own.add(key);
    aliases.push(name);
  }
  return aliases;
};

const round = (n: number) => Math.round(n * 1e5) / 1e5;

// Every Israeli populated place, and the world's cities over 15,000 people, Israel's first, each
// by population (then name, so the cut is the same every time).
export const cutGazetteer = (cities: Iterable<GeoNamesCity>): GazetteerRow[] => {
  const israel: GeoNamesCity[] = [];
  const world: GeoNamesCity[] = [];
  for (const city of cities) {
    if (city.featureClass !== 'P') continue;
    if (city.countryCode === 'IL') israel.push(city);
    else if (city.population >= WORLD_MIN_POPULATION) world.push(city);
  }
  const order = (a: GeoNamesCity, b: GeoNamesCity) => b.population - a.population || a.name.localeCompare(b.name) || a.geonameId - b.geonameId;
  return [...israel.sort(order), ...world.sort(order)].map((city) => {
    const row: GazetteerRow = [city.name, hebrewName(city), round(city.latitude), round(city.longitude), city.countryCode];
    const aliases = city.countryCode === 'IL' ? latinAliases(city) : [];
    if (aliases.length) row.push(aliases.join('|'));
    return row;
  });
};
