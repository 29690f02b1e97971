import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../contracts/database';
import { JOB_TOTAL_CAP } from '../../../contracts/marketplace/jobs/job';
import { resumeProjection, withSearchFields } from '../../../projections/marketplace/resumes/resume.projection';
import { sqlTargets, type OpenedEngine } from '../../../tests/support/test-databases';
import { resumeSearchTuning, searchResumes, type ResumeSearchTuning } from './search-resumes';

const NOW = new Date('2026-06-01T00:00:00.000Z');
const TEL_AVIV = { lat: 32.0853, lng: 34.781768 };

type Row = Parameters<typeof withSearchFields>[0];

const resume = (id: string, changes: Partial<Row>): Row =>
  withSearchFields({
    id,
    first_name: 'Noa',
    last_name: 'Bar',
    title: null,
    personal_info: null,
    description: null,
    location: null,
    loc_lat: null,
    loc_lng: null,
    seniority_level: 'Senior',
    employment_type: 'FULL_TIME',
    tags: [],
    selected_tags: [],
    experience: [],
    education: [],
    social_links: {},
    avatar_id: null,
    card_color: 1,
    seeker: true,
    show_resume: true,
    visible: true,
    excluded: false,
    listed: false,
    promoted: 0,
    facets: [],
    search_text: '',
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
    ...changes,
  });

const okapi = (i: number) => `okapi${String(i).padStart(5, '0')}`;

// minutes before NOW: the listing order is the latest updated first
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

// The rows as the projection writes them, then its indexes.
async function insertResumes(db: Kysely<Database>, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('resume')
      .values(rows.slice(start, start + 500).map((r) => ({ ...r, experience: '[]', education: '[]', social_links: '{}', last_position: '1' })))
      .execute();
  await resumeProjection.createIndexes?.(db);
}

// The resume search over more matches than it ranks or counts, on every SQL engine: the broad
// search's listing order, the capped counts and the place cells the words index meets.
describe.each(sqlTargets)('searching resumes on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  // 'okapi': 505 people more than the total's cap, every fifth a Junior, every third tagged Go, every
  // seventh with the word in the headline; 'lemur': three people around Tel Aviv and one just beyond 10 km
  const broad = JOB_TOTAL_CAP + 505;
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    const db = opened.engine.db;
    await resumeProjection.createTables(db);
    const rows = [
      ...Array.from({ length: broad }, (_, i) =>
        resume(okapi(i), {
          title: i % 7 === 0 ? 'Okapi keeper' : 'Zoo keeper',
          description: 'Feeds the okapi',
          seniority_level: i % 5 === 0 ? 'Junior' : 'Senior',
          tags: i % 3 === 0 ? ['Go'] : ['Rust'],
          // one promoted, the rest in a known order of updates
          promoted: i === broad - 1 ? 1 : 0,
          updated_at: minutesAgo(i),
        }),
      ),
      // 0, about 4 and about 9.9 km north of Tel Aviv, and about 10.1 km (a kilometre is 1/111.2 of a degree)
      ...[0, 4, 9.9, 10.1].map((km, i) => resume(`lemur${i}`, { title: 'Lemur keeper', loc_lat: TEL_AVIV.lat + km / 111.195, loc_lng: TEL_AVIV.lng, updated_at: minutesAgo(i) })),
    ];
    await insertResumes(db, rows);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  const search = (params: Parameters<typeof searchResumes>[1], chunk = 0, tuning?: ResumeSearchTuning) =>
    searchResumes(opened.engine.db, params, chunk, true, NOW, (id) => id, { chunkSize: 50, ...(tuning ? { tuning } : {}) });
  // more matches than are ranked: at the total's cap, and beyond it
  const walked: ResumeSearchTuning[] = [{ rankedMax: JOB_TOTAL_CAP }, { rankedMax: broad - 1 }];

  it.skipIf(skipReason).each(walked)('lists a search broader than it ranks promoted first, then the latest updated, chunk after chunk (%o)', async (tuning) => {
    const first = await search({ queryString: 'okapi' }, 0, tuning);
    expect(first.total).toBe(JOB_TOTAL_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.list.map((r) => r._id)).toEqual([okapi(broad - 1), ...Array.from({ length: 49 }, (_, i) => okapi(i))]);
    const second = await search({ queryString: 'okapi' }, 1, tuning);
    expect(second.list[0]!._id).toBe(okapi(49));
    expect(second.noMore).toBe(false);
  });

  it.skipIf(skipReason)('ranks every match by relevance when there are few enough, past the total cap, chunk after chunk', async () => {
    // the default ranks them all
    expect(broad).toBeLessThanOrEqual(resumeSearchTuning.rankedMax);
    const headline = Array.from({ length: Math.ceil(broad / 7) }, (_, k) => okapi(7 * k));
    // the promoted one first, then the word in the headline, then the rest, the latest updated first
    const ranked = [okapi(broad - 1), ...headline, ...Array.from({ length: broad - 1 }, (_, i) => i).filter((i) => i % 7 !== 0).map(okapi)];
    const first = await search({ queryString: 'okapi' });
    expect(first.total).toBe(JOB_TOTAL_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.list.map((r) => r._id)).toEqual(ranked.slice(0, 50));
    // across the end of the headline matches
    expect((await search({ queryString: 'okapi' }, 5)).list.map((r) => r._id)).toEqual(ranked.slice(250, 300));
  });

  it.skipIf(skipReason)('counts the filter values of a broad search over its first matches, as lower bounds', async () => {
    const { facets } = await search({ queryString: 'okapi', seniorityLevel: ['Junior'] });
    expect(facets?.approximate).toBe(true);
    // the chosen value first, its alternative still offered: no count above the truth, together
    // as many as the matches read
    const [junior, senior] = facets!.seniorityLevel;
    expect(junior!.value).toBe('Junior');
    expect(senior!.value).toBe('Senior');
    expect(junior!.count).toBeLessThanOrEqual(Math.ceil(broad / 5));
    expect(senior!.count).toBeLessThanOrEqual(broad - Math.ceil(broad / 5));
    expect(junior!.count + senior!.count).toBe(JOB_TOTAL_CAP + 1);
    // tags over the juniors read only
    const tags = facets!.tags;
    expect(tags.map((t) => t.value).sort()).toEqual(['go', 'rust']);
    expect(tags.reduce((sum, t) => sum + t.count, 0)).toBe(junior!.count);
  });

  it.skipIf(skipReason)('counts exactly when the matches are few', async () => {
    const { facets, total } = await search({ queryString: 'lemur' });
    expect(total).toBe(4);
    expect(facets?.approximate).toBe(false);
    expect(facets?.seniorityLevel).toEqual([{ value: 'Senior', count: 4 }]);
  });

  it.skipIf(skipReason)('counts exactly as many matches as the cap, not capped', async () => {
    // updated within 999½ minutes: the first thousand
    const { total, totalCapped, list } = await search({ queryString: 'okapi', updated: 999 * 60 + 30 });
    expect(total).toBe(JOB_TOTAL_CAP);
    expect(totalCapped).toBe(false);
    expect(list[0]!._id).toBe(okapi(0));
  });

  it.skipIf(skipReason)('keeps to the radius through the place cells, nearest first', async () => {
    const within = await search({ queryString: 'lemur', locationObj: TEL_AVIV, radius: 10 });
    expect(within.list.map((r) => r._id)).toEqual(['lemur0', 'lemur1', 'lemur2']);
    expect(within.facets?.seniorityLevel).toEqual([{ value: 'Senior', count: 3 }]);
    // the widest radius asks for the coarsest cells
    expect((await search({ locationObj: TEL_AVIV, radius: 320 })).list.map((r) => r._id)).toEqual(['lemur0', 'lemur1', 'lemur2', 'lemur3']);
    expect((await search({ locationObj: TEL_AVIV, radius: 2 })).list.map((r) => r._id)).toEqual(['lemur0']);
  });
});

// The words, filters, date and place of a search over a few people, on every SQL engine: who is
// listed, in which order, with which distances, counts and filter values.
describe.each(sqlTargets)('searching a few resumes on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  // the first ten words typed: every 'kw' person has them all
  const tenWords = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet';
  // kilometres north of Tel Aviv
  const north = (km: number) => ({ loc_lat: TEL_AVIV.lat + km / 111.195, loc_lng: TEL_AVIV.lng });
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    const db = opened.engine.db;
    await resumeProjection.createTables(db);
    await insertResumes(db, [
      // tagged with the tenth word, with the eleventh, or neither: the untagged one updated last
      resume('kw-plain', { description: tenWords, updated_at: minutesAgo(1) }),
      resume('kw-eleventh', { description: tenWords, tags: ['Kilo'], updated_at: minutesAgo(2) }),
      resume('kw-tenth', { description: tenWords, tags: ['Juliet'], updated_at: minutesAgo(3) }),
      // a word that is no longer the same once upper-cased: 'ß' is 'SS'
      resume('gross-plain', { description: 'großhandel', updated_at: minutesAgo(30) }),
      resume('gross-tagged', { tags: ['Großhandel'], updated_at: minutesAgo(31) }),
      // the latest one shows no resume
      resume('tapir-hidden', { description: 'tapir', seniority_level: 'Junior', show_resume: false, updated_at: minutesAgo(9) }),
      resume('tapir-junior', { description: 'tapir', seniority_level: 'Junior', tags: ['Go'], updated_at: minutesAgo(10) }),
      resume('tapir-senior', { description: 'tapir', seniority_level: 'Senior', tags: ['Rust'], updated_at: minutesAgo(11) }),
      resume('sloth-recent', { description: 'sloth', updated_at: minutesAgo(60) }),
      resume('sloth-old', { description: 'sloth', updated_at: minutesAgo(3 * 24 * 60) }),
      // the farther updated later
      resume('quokka-far', { description: 'quokka', ...north(8), updated_at: minutesAgo(20) }),
      resume('quokka-near', { description: 'quokka', ...north(2), updated_at: minutesAgo(21) }),
      resume('quokka-away', { description: 'quokka', ...north(30), updated_at: minutesAgo(22) }),
      resume('quokka-nowhere', { description: 'quokka', updated_at: minutesAgo(23) }),
      // on either side of the 180th meridian, on Taveuni (Fiji), 10.6 km apart
      resume('diver-east', { description: 'diver', loc_lat: -16.8, loc_lng: -179.95, updated_at: minutesAgo(40) }),
      resume('diver-west', { description: 'diver', loc_lat: -16.8, loc_lng: 179.95, updated_at: minutesAgo(41) }),
    ]);
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  const search = (params: Parameters<typeof searchResumes>[1], options: { getCount?: boolean; facets?: boolean; chunkSize?: number } = {}) =>
    searchResumes(opened.engine.db, params, 0, options.getCount ?? true, NOW, (id) => id, { chunkSize: options.chunkSize ?? 50, ...(options.facets === false ? { facets: false } : {}) });
  const ids = (found: { list: { _id: string }[] }) => found.list.map((r) => r._id);

  it.skipIf(skipReason)('lists first who is tagged with one of the first ten words typed, whatever their case', async () => {
    // the eleventh word neither narrows nor ranks; the spaces before the words count for nothing
    const found = await search({ queryString: `  ${tenWords.replace('alpha', 'Alpha').replace('juliet', 'JULIET')} kilo` });
    expect(ids(found)).toEqual(['kw-tenth', 'kw-plain', 'kw-eleventh']);
    expect(found.total).toBe(3);
  });

  it.skipIf(skipReason)('lists first who is tagged with a word typed with an ß', async () => {
    expect(ids(await search({ queryString: 'Großhandel' }))).toEqual(['gross-tagged', 'gross-plain']);
  });

  it.skipIf(skipReason)('lists only the listed people who match the filters, with the values on offer', async () => {
    expect(ids(await search({ queryString: 'tapir' }))).toEqual(['tapir-junior', 'tapir-senior']);
    const juniors = await search({ queryString: 'tapir', seniorityLevel: ['Junior'] });
    expect(ids(juniors)).toEqual(['tapir-junior']);
    expect(juniors.total).toBe(1);
    expect(juniors.totalCapped).toBe(false);
    expect(juniors.noMore).toBe(true);
    expect(juniors.facets).toEqual({
      seniorityLevel: [
        { value: 'Junior', count: 1 },
        { value: 'Senior', count: 1 },
      ],
      employmentType: [{ value: 'FULL_TIME', count: 1 }],
      tags: [{ value: 'go', count: 1 }],
      company: [],
      approximate: false,
    });
    expect(ids(await search({ queryString: 'tapir', tags: ['RUST'] }))).toEqual(['tapir-senior']);
  });

  it.skipIf(skipReason)('lists only the people updated within the time asked', async () => {
    expect(ids(await search({ queryString: 'sloth' }))).toEqual(['sloth-recent', 'sloth-old']);
    const lastDay = await search({ queryString: 'sloth', updated: 86_400 });
    expect(ids(lastDay)).toEqual(['sloth-recent']);
    expect(lastDay.total).toBe(1);
  });

  it.skipIf(skipReason)('lists the people within the radius nearest first, with their distances', async () => {
    const within = await search({ queryString: 'quokka', locationObj: TEL_AVIV, radius: 10 });
    expect(within.list.map((r) => [r._id, r.distanceKm])).toEqual([
      ['quokka-near', 2],
      ['quokka-far', 8],
    ]);
    expect(within.total).toBe(2);
  });

  it.skipIf(skipReason)('lists everyone with a place within a radius wider than the place cells cover', async () => {
    // 5,000 km around Tel Aviv needs more cells than a search asks for: the distance alone decides
    const wide = await search({ queryString: 'quokka', locationObj: TEL_AVIV, radius: 5000 });
    expect(ids(wide)).toEqual(['quokka-near', 'quokka-far', 'quokka-away']);
  });

  it.skipIf(skipReason)('lists the people across the 180th meridian within the radius', async () => {
    const found = await search({ queryString: 'diver', locationObj: { lat: -16.8, lng: 179.95 }, radius: 20 });
    expect(found.list.map((r) => [r._id, r.distanceKm])).toEqual([
      ['diver-west', 0],
      ['diver-east', 10.6],
    ]);
  });

  it.skipIf(skipReason)('lists by the latest updated, without distances, when a place comes without a radius', async () => {
    const anywhere = await search({ queryString: 'quokka', locationObj: TEL_AVIV });
    expect(anywhere.list.map((r) => [r._id, r.distanceKm])).toEqual([
      ['quokka-far', null],
      ['quokka-near', null],
      ['quokka-away', null],
      ['quokka-nowhere', null],
    ]);
  });

  it.skipIf(skipReason)('lists nobody, counted as none, when nobody matches', async () => {
    expect(await search({ queryString: 'narwhal' })).toEqual({
      list: [],
      total: 0,
      totalCapped: false,
      noMore: true,
      facets: { seniorityLevel: [], employmentType: [], tags: [], company: [], approximate: false },
    });
  });

  it.skipIf(skipReason)('lists a chunk without counting or offering values when not asked to count', async () => {
    const chunk = await search({ queryString: 'tapir' }, { getCount: false });
    expect(ids(chunk)).toEqual(['tapir-junior', 'tapir-senior']);
    expect(chunk).not.toHaveProperty('total');
    expect(chunk).not.toHaveProperty('facets');
    // a full chunk says there may be more
    expect((await search({ queryString: 'tapir' }, { getCount: false, chunkSize: 2 })).noMore).toBe(false);
  });

  it.skipIf(skipReason)('counts without the filter values when asked not to offer them', async () => {
    const counted = await search({ queryString: 'tapir' }, { facets: false });
    expect(counted.total).toBe(2);
    expect(counted).not.toHaveProperty('facets');
  });
});
