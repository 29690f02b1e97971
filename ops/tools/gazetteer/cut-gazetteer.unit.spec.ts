import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, GAZETTEER_FILE } from './build-gazetteer';
import { cutGazetteer, hebrewName, type GeoNamesCity } from './cut-gazetteer';

const city = (over: Partial<GeoNamesCity> & Pick<GeoNamesCity, 'geonameId' | 'name'>): GeoNamesCity => ({
  latitude: 1,
  longitude: 2,
  featureClass: 'P',
  countryCode: 'DE',
  population: 20_000,
  alternateNames: [],
  ...over,
});

describe('the Hebrew name of a place', () => {
  it('is the Hebrew spelling that sounds like the English, not the Yiddish one', () => {
    expect(hebrewName(city({ geonameId: 1, name: 'Berlin', alternateNames: ['Berlino', 'בערלין', 'ברלין', 'Берлин'] }))).toBe('ברלין');
    expect(hebrewName(city({ geonameId: 2, name: 'London', alternateNames: ['לאנדאן', 'לונדון'] }))).toBe('לונדון');
    expect(hebrewName(city({ geonameId: 3, name: 'Paris', alternateNames: ['פאריז', 'פריז'] }))).toBe('פריז');
  });

  it('drops niqqud and leaves out names that do not sound like the place', () => {
    expect(hebrewName(city({ geonameId: 4, name: 'Tel Aviv', countryCode: 'IL', alternateNames: ['תֵּל־אָבִיב–יָפוֹ', 'תל אביב', 'תל אביב-יפו'] }))).toBe('תל אביב');
    expect(hebrewName(city({ geonameId: 5, name: 'Istanbul', alternateNames: ['ביזנטיון'] }))).toBe('');
  });

  it("counts an Israeli place's other Latin spellings", () => {
    expect(hebrewName(city({ geonameId: 7, name: 'Safed', countryCode: 'IL', alternateNames: ['Tsfat', 'Zefat', 'צפת'] }))).toBe('צפת');
  });

  it('takes the curated name where the alternates mislead', () => {
    expect(hebrewName(city({ geonameId: 281184, name: 'Jerusalem', countryCode: 'IL', alternateNames: ['יבוס', 'ירושלם', 'שלם'] }))).toBe('ירושלים');
  });
});

describe('the cut', () => {
  it("keeps every Israeli locality and the world's cities of 15,000 or more, Israel's first by population", () => {
    const rows = cutGazetteer([
      city({ geonameId: 1, name: 'Smallville', population: 14_999 }),
      city({ geonameId: 2, name: 'Bigtown', population: 15_000 }),
      city({ geonameId: 3, name: 'Kibbutz', countryCode: 'IL', population: 600 }),
      city({ geonameId: 4, name: 'Region', featureClass: 'A', population: 900_000 }),
      city({ geonameId: 5, name: 'Huge', population: 2_000_000 }),
      city({ geonameId: 6, name: 'Town', countryCode: 'IL', population: 40_000, latitude: 32.123456, alternateNames: ['Taun', 'TWN', 'twn'] }),
    ]);
    expect(rows.map((r) => r[0])).toEqual(['Town', 'Kibbutz', 'Huge', 'Bigtown']);
    expect(rows[0]).toEqual(['Town', '', 32.12346, 2, 'IL', 'Taun']);
  });

  it('is the committed file, cut again from the installed dump', async () => {
    const committed = JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8'));
    expect(committed).toEqual(await buildGazetteer());
    expect(committed.attribution).toContain('GeoNames');
  });
});
