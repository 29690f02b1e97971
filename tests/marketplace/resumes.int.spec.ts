import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFacets } from '../../contracts/marketplace/jobs/calls';
import type { Resume, ResumeListItem } from '../../contracts/marketplace/resumes/resume';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

let t: TestApp;
// the app's clock, moved back to save a resume that was last updated days ago
let clockShiftMs = 0;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() - clockShiftMs) });
});
afterAll(async () => {
  await t?.stop();
});

type Page = { list: ResumeListItem[]; total?: number; totalCapped?: boolean; noMore: boolean; facets?: SearchFacets };
const search = (params: Record<string, unknown>, chunk = 0, getCount = true) =>
  t.call<Page>('getHistogramObjects', { histogramType: 'resumes', params, chunk, getCount });
const open = (id: string, token?: string) => t.call<{ result: Resume } | { notFound: true }>('getHistogramObject', { histogramType: 'resumes', id }, token);

const TEL_AVIV = { lat: 32.0853, lng: 34.781768 };
const HAIFA = { lat: 32.794044, lng: 34.989571 };

// a unique word per run, so other tests' people never match
const word = `zx${Date.now().toString(36)}`;
const staleWord = `qy${Date.now().toString(36)}`;

const seeker = async (profile: Record<string, unknown>) => {
  const { token, userId } = await t.signUp({ lookingforwork: true, first_name: 'Dana', last_name: 'Levi' });
  const saved = await t.call('saveProfile', profile, token);
  expect(saved.status).toBe(200);
  return { token, userId };
};

// saving a profile waits for the account's read model; the resume's follows a moment later
const settled = async () => {
  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, ['resume'])).toBe(true);
};

const ids = (page: Page) => page.list.map((r) => r._id);

describe('searching resumes', () => {
  let inTitle: string, inTags: string, far: string, hidden: string, junior: string, stale: string;
  beforeAll(async () => {
    ({ userId: inTags } = await seeker({ title: 'Data analyst', tags: [word, 'SQL'], seniorityLevel: 'Senior', location: 'Tel Aviv', loc_lat: TEL_AVIV.lat, loc_lng: TEL_AVIV.lng }));
    ({ userId: inTitle } = await seeker({ title: `Senior ${word} engineer`, tags: ['React', 'TypeScript'], seniorityLevel: 'Senior', employmentType: 'PART_TIME', location: 'Ramat Gan', loc_lat: 32.068424, loc_lng: 34.824785 }));
    ({ userId: far } = await seeker({ title: `${word} developer`, tags: ['React'], seniorityLevel: 'Junior', location: 'Haifa', loc_lat: HAIFA.lat, loc_lng: HAIFA.lng }));
    ({ userId: hidden } = await seeker({ title: `${word} hidden`, showResume: false, location: 'Tel Aviv', loc_lat: TEL_AVIV.lat, loc_lng: TEL_AVIV.lng }));
    ({ userId: junior } = await seeker({ title: 'Office manager', tags: ['Excel'], seniorityLevel: 'Junior', location: 'Tel Aviv', loc_lat: TEL_AVIV.lat, loc_lng: TEL_AVIV.lng }));
    // last updated three days ago: only the `updated` filter leaves it out
    clockShiftMs = 3 * 86_400_000;
    try {
      ({ userId: stale } = await seeker({ title: `Stale ${staleWord} tester`, tags: ['Selenium'], seniorityLevel: 'Senior', location: 'Tel Aviv', loc_lat: TEL_AVIV.lat, loc_lng: TEL_AVIV.lng }));
    } finally {
      clockShiftMs = 0;
    }
    await settled();
  });

  it('finds visible seekers by keyword, the headline matches before a tag match, and leaves out hidden resumes and recruiters', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await t.call('saveProfile', { title: `${word} recruiter` }, recruiter.token);
    await settled();
    const res = await search({ queryString: word });
    expect(res.status).toBe(200);
    expect(new Set(ids(res.body))).toEqual(new Set([inTitle, far, inTags]));
    expect(ids(res.body).indexOf(inTags)).toBe(2);
    expect(res.body.total).toBe(3);
    expect(res.body.list.every((r) => r.kind === 'resume')).toBe(true);
    expect(ids(res.body)).not.toContain(hidden);
  });

  it('keeps to the radius and ranks the nearer of equally relevant resumes first', async () => {
    const near = await search({ queryString: word, locationObj: TEL_AVIV, radius: 25 });
    expect(ids(near.body)).toEqual([inTitle, inTags]);
    expect(near.body.list[0]!.distanceKm).toBeGreaterThan(0);
    expect(near.body.list[1]!.distanceKm).toBe(0);
    const wide = await search({ queryString: word, locationObj: TEL_AVIV, radius: 320 });
    expect(ids(wide.body)).toEqual([inTitle, far, inTags]);
    // without words: nearest first
    const around = await search({ locationObj: HAIFA, radius: 320, tags: ['react'] });
    expect(ids(around.body)).toEqual([far, inTitle]);
  });

  it('filters by tags, seniority, employment type and updated', async () => {
    expect(ids((await search({ queryString: word, tags: ['react'] })).body).sort()).toEqual([far, inTitle].sort());
    expect(ids((await search({ queryString: word, seniorityLevel: ['Senior'] })).body).sort()).toEqual([inTags, inTitle].sort());
    expect(ids((await search({ queryString: word, employmentType: ['PART_TIME'] })).body)).toEqual([inTitle]);
    expect(ids((await search({ seniorityLevel: ['Junior'], tags: ['Excel'] })).body)).toEqual([junior]);
    expect(ids((await search({ queryString: word, updated: 86_400 })).body).sort()).toEqual([far, inTitle, inTags].sort());
    expect(ids((await search({ queryString: staleWord })).body)).toEqual([stale]);
    expect(ids((await search({ queryString: staleWord, updated: 2 * 86_400 })).body)).toEqual([]);
    expect(ids((await search({ queryString: staleWord, updated: 4 * 86_400 })).body)).toEqual([stale]);
  });

  it('counts each filter value over every match, the chosen filter keeping its alternatives', async () => {
    const res = await search({ queryString: word, seniorityLevel: ['Senior'] });
    const facets = res.body.facets!;
    expect(facets.seniorityLevel).toEqual([
      { value: 'Senior', count: 2 },
      { value: 'Junior', count: 1 },
    ]);
    // tags are counted over the senior matches only
    expect(facets.tags).toEqual(expect.arrayContaining([{ value: 'react', count: 1 }, { value: word, count: 1 }]));
    expect(facets.tags.find((f) => f.value === 'sql')).toEqual({ value: 'sql', count: 1 });
    expect(facets.employmentType).toEqual(expect.arrayContaining([{ value: 'PART_TIME', count: 1 }, { value: 'FULL_TIME', count: 1 }]));
  });

  it('refuses a search the call does not take', async () => {
    const res = await t.call<{ issues: { path: string }[] }>('getHistogramObjects', { histogramType: 'resumes', params: { radius: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path)).toContain('params.radius');
  });
});

describe('a resume card', () => {
  it('opens by slug with the detail, and for a recruiter says how their job matches', async () => {
    const { userId } = await seeker({
      title: 'Backend developer',
      tags: ['Node.js', 'Go'],
      selectedTags: ['Go'],
      seniorityLevel: 'Mid-Level',
      location: 'Tel Aviv',
      loc_lat: TEL_AVIV.lat,
      loc_lng: TEL_AVIV.lng,
      experience: [{ title: 'Go developer', company: 'Wix', startMonth: 3, startYear: 2021 }],
      education: [{ school: 'Technion', degree: 'B.Sc.', startMonth: 10, startYear: 2016, endMonth: 7, endYear: 2020 }],
      social_links: { github: 'github.com/dana' },
    });
    await settled();
    const anonymous = await open(`wix-backend-developer-tel-aviv-${userId}`);
    expect(anonymous.status).toBe(200);
    const card = (anonymous.body as { result: Resume }).result;
    expect(card).toMatchObject({
      _id: userId,
      name: 'Dana Levi',
      title: 'Backend developer',
      currentTitle: 'Go developer',
      currentCompany: 'Wix',
      selectedTags: ['Go'],
      experience: [{ title: 'Go developer', company: 'Wix', startMonth: 3, startYear: 2021 }],
      education: [{ school: 'Technion', degree: 'B.Sc.' }],
      social_links: { github: 'http://github.com/dana' },
      match: null,
      slug: `wix-backend-developer-tel-aviv-${userId}`,
    });
    // the experience's words are searched too
    const byCompany = await search({ queryString: 'wix go' });
    expect(ids(byCompany.body)).toContain(userId);

    const recruiter = await t.signUp({ lookingforwork: false });
    expect((await t.call('createNewJob', { jobInfo: validJob({ location: 'Haifa', loc_lat: HAIFA.lat, loc_lng: HAIFA.lng }) }, recruiter.token)).status).toBe(200);
    const seen = (await open(userId, recruiter.token)).body as { result: Resume };
    expect(seen.result.match).toMatchObject({
      jobTitle: 'Backend Engineer',
      tags: { matching: ['Node.js'], missing: ['PostgreSQL'] },
      seniority: { wanted: 'Mid-Level', offered: 'Mid-Level', same: true },
      location: { job: 'Haifa', resume: 'Tel Aviv' },
      salary: { min: 20000, max: 30000, currency: 'ILS', frequency: 'MONTH' },
    });
    expect(seen.result.match!.location.distanceKm).toBeGreaterThan(70);
  });

  it('is not found once hidden or invisible, except by its owner', async () => {
    const { userId, token } = await seeker({ title: 'Soon hidden' });
    await t.call('saveProfile', { showResume: false }, token);
    await settled();
    expect((await open(userId)).body).toEqual({ notFound: true });
    const invisible = await seeker({ title: 'Invisible one' });
    await t.call('saveProfile', { visible: false }, invisible.token);
    await settled();
    expect((await open(invisible.userId)).body).toEqual({ notFound: true });
    expect(ids((await search({ queryString: 'invisible' })).body)).not.toContain(invisible.userId);
    expect(((await open(userId, token)).body as { result: Resume }).result._id).toBe(userId);
    expect((await open('nobody-0000')).body).toEqual({ notFound: true });
  });
});
