import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto('resume')
        .values(rows.slice(start, start + 500).map((r) => ({ ...r, experience: '[]', education: '[]', social_links: '{}', last_position: '1' })))
        .execute();
    await resumeProjection.createIndexes?.(db);
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

  it.skipIf(skipReason)('keeps to the radius through the place cells, nearest first', async () => {
    const within = await search({ queryString: 'lemur', locationObj: TEL_AVIV, radius: 10 });
    expect(within.list.map((r) => r._id)).toEqual(['lemur0', 'lemur1', 'lemur2']);
    expect(within.facets?.seniorityLevel).toEqual([{ value: 'Senior', count: 3 }]);
    // the widest radius asks for the coarsest cells
    expect((await search({ locationObj: TEL_AVIV, radius: 320 })).list.map((r) => r._id)).toEqual(['lemur0', 'lemur1', 'lemur2', 'lemur3']);
    expect((await search({ locationObj: TEL_AVIV, radius: 2 })).list.map((r) => r._id)).toEqual(['lemur0']);
  });
});
