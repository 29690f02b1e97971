import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import { JOB_PLACES_MAX, TAG_WORDS_MAX, type Location } from '../../../contracts/marketplace/places/calls';

// The tags of active jobs, the most used first, each in the spelling most jobs use.
export async function getTagWords(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tag: string }>`
    SELECT mode() WITHIN GROUP (ORDER BY t) AS tag
    FROM job, unnest(job.tags) AS t
    WHERE job.status = 'A'
    GROUP BY lower(t)
    ORDER BY count(*) DESC, lower(t)
    LIMIT ${TAG_WORDS_MAX}`.execute(db);
  return rows.map((r) => r.tag);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// The built-in places first, then the places active jobs name, the most jobs first.
export async function getLocations(db: Kysely<Database>): Promise<Location[]> {
  const rows = await db
    .selectFrom('job')
    .select(['location', 'country', 'country_code', (eb) => eb.fn.min('loc_lat').as('lat'), (eb) => eb.fn.min('loc_lng').as('lng'), (eb) => eb.fn.countAll<number>().as('jobs')])
    .where('status', '=', 'A')
    .groupBy(['location', 'country', 'country_code'])
    .orderBy('jobs', 'desc')
    .orderBy('location')
    .limit(JOB_PLACES_MAX + defaultPlaces.length)
    .execute();
  const jobsAt = (name: string) => rows.filter((r) => sameName(r.location, name)).reduce((n, r) => n + Number(r.jobs), 0);
  const builtIn: Location[] = defaultPlaces.map((p) => ({ ...p, jobs: jobsAt(p.name) || null }));
  const others: Location[] = rows
    .filter((r) => !defaultPlaces.some((p) => sameName(p.name, r.location)))
    .slice(0, JOB_PLACES_MAX)
    .map((r) => ({ index: null, name: r.location, nameHe: null, country: r.country, countryCode: r.country_code, lat: Number(r.lat), lng: Number(r.lng), jobs: Number(r.jobs) }));
  return [...builtIn, ...others];
}
