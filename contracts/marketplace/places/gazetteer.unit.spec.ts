import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPlaces, gazetteerPlaces, type GazetteerData } from './gazetteer';
import { normalizeName } from './place-names';

const data = JSON.parse(readFileSync(new URL('../../../web/src/shared/gazetteer/gazetteer.json', import.meta.url), 'utf8')) as GazetteerData;
const places = gazetteerPlaces(data);
const first = (typed: string) => findPlaces(places, typed)[0];

describe('the gazetteer', () => {
  it('finds Israeli localities in English and in Hebrew, by the start of a name', () => {
    expect(first('Eil')).toMatchObject({ name: 'Eilat', nameHe: 'אילת', countryCode: 'IL', lat: 29.55805, lng: 34.94821 });
    expect(first('אילת')).toMatchObject({ name: 'Eilat' });
    expect(first('Kiryat Shmona')).toMatchObject({ name: 'Qiryat Shmona', nameHe: 'קריית שמונה' });
    expect(first('קריית שמו')).toMatchObject({ name: 'Qiryat Shmona' });
  });

  it('finds a spelling GeoNames does not list by how it sounds', () => {
    expect(findPlaces(places, 'Kiriat Shmona').map((p) => p.name)).toContain('Qiryat Shmona');
  });

  it("finds the world's cities, with their Hebrew names where GeoNames has them", () => {
    expect(first('Berlin')).toMatchObject({ name: 'Berlin', nameHe: 'ברלין', countryCode: 'DE', country: 'Germany' });
    expect(first('ברלין')).toMatchObject({ name: 'Berlin' });
  });

  it('puts the built-in places first, with their indexes, and does not list them twice', () => {
    expect(first('Tel Aviv')).toMatchObject({ index: 1, name: 'Tel Aviv' });
    expect(findPlaces(places, 'Tel Aviv').filter((p) => p.name === 'Tel Aviv')).toHaveLength(1);
    expect(first('ירושלים')).toMatchObject({ index: 2 });
    expect(places.slice(0, 16).map((p) => p.index)).toEqual([...Array(16).keys()]);
  });

  it('answers nothing to nothing, and at most the limit', () => {
    expect(findPlaces(places, '  ')).toEqual([]);
    expect(findPlaces(places, 'a', 5)).toHaveLength(5);
  });

  it('compares names without accents, niqqud or punctuation', () => {
    expect(normalizeName("Ra'anana")).toBe('raanana');
    expect(normalizeName('Petaẖ Tiqva')).toBe('petah tiqva');
    expect(normalizeName('יְרוּשָׁלַיִם')).toBe('ירושלים');
  });
});
