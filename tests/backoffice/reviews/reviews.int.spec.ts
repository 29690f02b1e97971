import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportAnswer, ReviewData } from '../../../contracts/backoffice/reviews/calls';
import { reviewsMessages as m } from '../../../contracts/backoffice/reviews/messages';
import { startTestApp, type TestApp } from '../../support/test-app';
import { personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { partnerUser } from '../partners/partners-support';
import { seedDemoReviews } from '../../../ops/tools/seed/demo-reviews';
import { API_KEY, GOOD_TOKEN, PLAYLIST, recordedServer } from './recorded-services';

// The reviews curation through HTTP: imports from the services (recorded, on a local port), from
// export files and from the client, the extra data and people's data, and who may do it.
type Refusal = { code?: string; error?: string; messageCode?: string; issues?: { path: string; code?: string }[] };

let t: TestApp;
let services: Awaited<ReturnType<typeof recordedServer>>;
let admin: Person, jhadmin: Person, coach: Person, first: Person, seeker: Person;
const env = ['YOUTUBE_API_KEY', 'YOUTUBE_PLAYLIST_ID', 'GOOGLE_CLIENT_ID', 'REVIEWS_VIDEO_API_URL', 'REVIEWS_LISTING_API_URL'] as const;

beforeAll(async () => {
  for (const name of env) delete process.env[name];
  services = await recordedServer({ accounts: 'one', locations: 'one', reviews: 'paged' });
  t = await startTestApp();
  admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  coach = await personWith(t, admin, { isCSManager: true });
  first = await partnerUser(t, admin, 'first');
  seeker = await t.signUp();
  configure();
});
afterAll(async () => {
  await t?.stop();
  await services?.close();
  for (const name of env) delete process.env[name];
});

const configure = () =>
  Object.assign(process.env, { YOUTUBE_API_KEY: API_KEY, YOUTUBE_PLAYLIST_ID: PLAYLIST, GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com', REVIEWS_VIDEO_API_URL: services.url, REVIEWS_LISTING_API_URL: services.url });
const data = (token = jhadmin.token) => t.call<ReviewData & Refusal>('getJHReviewData', {}, token);
const importVideos = (body: Record<string, unknown>, token = jhadmin.token) => t.call<ImportAnswer & Refusal>('saveVideosFromYoutube', body, token);
const importReviews = (body: Record<string, unknown>, token = jhadmin.token) => t.call<ImportAnswer & Refusal>('saveReviewsFromGoogle', body, token);
const fixtureFile = (name: string, format: 'json' | 'csv') => ({ name, format, text: readFileSync(path.join(__dirname, 'fixtures', name), 'utf8') });

describe('who curates reviews', () => {
  it('answers journey admins and site admins; refuses staff, partners and seekers with 403 and visitors with 401', async () => {
    expect((await data()).status).toBe(200);
    expect((await data(admin.token)).status).toBe(200);
    for (const token of [coach.token, first.token, seeker.token]) {
      expect((await data(token)).status).toBe(403);
      expect((await importVideos({ videos: [] }, token)).status).toBe(403);
      expect((await t.call('saveJHReviewData', { userData: { email: 'a@example.com' } }, token)).status).toBe(403);
    }
    expect((await t.call('getJHReviewData', {})).status).toBe(401);
    expect((await t.call('saveReviewsFromGoogle', { data: { reviews: [] } })).status).toBe(401);
  });
});

describe('an import not configured', () => {
  it('says what is missing on the page and refuses the server’s import naming it', async () => {
    for (const name of env) delete process.env[name];
    const page = await data();
    expect(page.body.sources).toEqual({ videos: { ready: false, missing: ['YOUTUBE_API_KEY', 'YOUTUBE_PLAYLIST_ID'] }, listing: { ready: false, missing: ['GOOGLE_CLIENT_ID'] } });
    expect(page.body.googleCientId).toBeNull();
    const refused = await importVideos({});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ReviewSourceNotConfigured', messageCode: 'VideoSourceMissing', error: 'The video platform is not configured: set YOUTUBE_API_KEY, YOUTUBE_PLAYLIST_ID' });
    expect(services.seen).toEqual([]);
    configure();
  });
});

describe('importing the playlist’s videos', () => {
  it('reads every page through the server and keeps each video once, however often imported', async () => {
    expect((await data()).body.sources.videos).toEqual({ ready: true, missing: [] });
    const done = await importVideos({});
    expect(done.status).toBe(200);
    expect(done.body.imported).toEqual({ count: 53, added: 53, updated: 0 });
    expect(done.body.data.videos).toHaveLength(53);
    // the newest first
    expect(done.body.data.videos[0]).toMatchObject({ videoId: 'vid023', title: 'Testimonial 23', thumbnailUrl: 'https://i.ytimg.com/vi/vid023/hqdefault.jpg', publishedAt: '2026-12-24T10:00:00Z' });
    const again = await importVideos({});
    expect(again.body.imported).toEqual({ count: 53, added: 0, updated: 0 });
    expect((await data()).body.videos).toHaveLength(53);
  });

  it('updates and adds from an uploaded CSV or JSON export, as from the platform', async () => {
    const csv = await importVideos({ file: fixtureFile('videos.csv', 'csv') });
    expect(csv.status).toBe(200);
    expect(csv.body.imported).toEqual({ count: 2, added: 1, updated: 1 });
    const videos = csv.body.data.videos;
    expect(videos).toHaveLength(54);
    expect(videos.find((v) => v.videoId === 'vid000')).toMatchObject({ title: 'Testimonial 0 renamed', thumbnailUrl: null });
    expect(videos.find((v) => v.videoId === 'vidcsv1')).toMatchObject({ title: 'From the file, with a comma', description: 'Said "thanks"' });
    const json = await importVideos({ file: fixtureFile('youtube-playlist-items-page1.json', 'json') });
    expect(json.body.imported).toMatchObject({ count: 50, added: 0, updated: 1 });
    expect(json.body.data.videos.find((v) => v.videoId === 'vid000')?.title).toBe('Testimonial 0');
  });

  it('refuses an unreadable file, two sources at once, and a video without an id', async () => {
    const bad = await importVideos({ file: { name: 'x.json', format: 'json', text: '{"items": 3}' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'ReviewFileInvalid', messageCode: 'ReviewFileUnreadable' });
    const two = await importVideos({ videos: [], file: fixtureFile('videos.csv', 'csv') });
    expect(two.status).toBe(400);
    expect(two.body.issues?.[0]).toMatchObject({ code: 'ReviewImportOneSource' });
    const noId = await importVideos({ videos: [{ videoId: ' ', title: 'x' }] });
    expect(noId.status).toBe(400);
    expect(noId.body.issues?.[0]?.path).toBe('videos.0.videoId');
  });
});

describe('importing the listing’s reviews', () => {
  it('reads the one location’s reviews with the implicit flow’s token, 10 pages at most, and the totals', async () => {
    services.seen.length = 0;
    const done = await importReviews({ accessToken: GOOD_TOKEN });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.imported).toEqual({ count: 20, added: 20, updated: 0 });
    expect(services.seen.filter((u) => u.includes('/reviews'))).toHaveLength(10);
    const { gReviews, googleCientId } = done.body.data;
    expect(googleCientId).toBe('client-1.apps.googleusercontent.com');
    expect(gReviews).toMatchObject({ averageRating: 4.6, totalReviewCount: 24 });
    expect(gReviews.reviews.find((r) => r.reviewId === 'rev000')).toMatchObject({
      reviewer: { displayName: 'Reviewer 0', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo0' },
      starRating: 'FIVE',
      createTime: '2026-01-10T08:00:00.000Z',
      comment: 'Coaching review 0: found a job in 2 weeks',
    });
    expect((await importReviews({ accessToken: GOOD_TOKEN })).body.imported).toEqual({ count: 20, added: 0, updated: 0 });
  });

  it('says the service’s refusals by their words, and an expired token', async () => {
    const cases = [
      [{ accounts: 'none' }, 'NoAccounts'],
      [{ accounts: 'two' }, 'MoreThanOneAccount'],
      [{ locations: 'none' }, 'NoLocations'],
      [{ locations: 'two' }, 'MoreThanOneLocation'],
      [{ reviews: 'empty' }, 'NoData'],
    ] as const;
    for (const [recorded, code] of cases) {
      services.recorded = { accounts: 'one', locations: 'one', reviews: 'paged', ...recorded };
      const refused = await importReviews({ accessToken: GOOD_TOKEN });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'ReviewImportRefused', messageCode: code, error: m[code] });
    }
    services.recorded = { accounts: 'one', locations: 'one', reviews: 'paged' };
    const expired = await importReviews({ accessToken: 'expired' });
    expect(expired.body).toMatchObject({ code: 'ReviewImportRefused', messageCode: 'SourceFailed', error: 'The service answered 401: Request had invalid authentication credentials.' });
  });

  it('imports reviews a client sends and a CSV, and refuses a star rating that is not ONE..FIVE', async () => {
    const sent = await importReviews({ data: { averageRating: 4.7, totalReviewCount: 25, reviews: [{ reviewId: 'rev000', reviewer: { displayName: 'Reviewer 0' }, starRating: 'FOUR', createTime: '2026-01-10T08:00:00.000Z', comment: 'Edited' }] } });
    expect(sent.body.imported).toEqual({ count: 1, added: 0, updated: 1 });
    expect(sent.body.data.gReviews).toMatchObject({ averageRating: 4.7, totalReviewCount: 25 });
    expect(sent.body.data.gReviews.reviews.filter((r) => r.reviewId === 'rev000')).toEqual([expect.objectContaining({ starRating: 'FOUR', comment: 'Edited' })]);
    const csv = await importReviews({ file: fixtureFile('reviews.csv', 'csv') });
    expect(csv.body.imported).toEqual({ count: 2, added: 2, updated: 0 });
    expect(csv.body.data.gReviews.reviews).toHaveLength(22);
    const bad = await importReviews({ data: { reviews: [{ reviewId: 'x', reviewer: {}, starRating: 'SIX', createTime: '2026-01-01' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]).toMatchObject({ path: 'data.reviews.0.starRating', code: 'ReviewStarRating' });
  });
});

describe('the extra data and the people', () => {
  it('saves a review’s extra data and its person’s data by email, and answers the page again', async () => {
    const saved = await t.call<ReviewData & Refusal>(
      'saveJHReviewData',
      {
        data: { kind: 'review', id: 'rev002', email: 'Noa@Example.com', gReviewLink: 'https://g.page/r/rev002', hide: true, synamedia: true },
        userData: { email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', title: 'QA lead', linkedin: 'https://www.linkedin.com/in/noa' },
      },
      jhadmin.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.gReviewsExtra.rev002).toEqual({ email: 'noa@example.com', gReviewLink: 'https://g.page/r/rev002', hide: true, synamedia: true, bfl: false, b2b: false });
    expect(saved.body.usersData['noa@example.com']).toEqual({ email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', title: 'QA lead', linkedin: 'https://www.linkedin.com/in/noa', linkedinPost: '' });
    const video = await t.call<ReviewData>('saveJHReviewData', { data: { kind: 'video', id: 'vid001', b2b: true } }, admin.token);
    expect(video.body.videosExtra.vid001).toMatchObject({ b2b: true, hide: false });
    expect(video.body.gReviewsExtra.rev002?.hide).toBe(true);
    // a re-import leaves the extra data as it was
    await importReviews({ accessToken: GOOD_TOKEN });
    expect((await data()).body.gReviewsExtra.rev002?.hide).toBe(true);
  });

  it('refuses an item never imported, nothing to save, a link that is not one and a bad address', async () => {
    const missing = await t.call<Refusal>('saveJHReviewData', { data: { kind: 'video', id: 'rev002', hide: true } }, jhadmin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ReviewItemNotFound');
    const empty = await t.call<Refusal>('saveJHReviewData', {}, jhadmin.token);
    expect(empty.body.issues?.[0]).toMatchObject({ code: 'ReviewSaveEmpty' });
    const link = await t.call<Refusal>('saveJHReviewData', { data: { kind: 'review', id: 'rev002', gReviewLink: 'javascript:alert(1)' } }, jhadmin.token);
    expect(link.body.issues?.[0]).toMatchObject({ path: 'data.gReviewLink', code: 'ReviewLinkUrl' });
    const address = await t.call<Refusal>('saveJHReviewData', { userData: { email: 'not-an-address' } }, jhadmin.token);
    expect(address.body.issues?.[0]).toMatchObject({ path: 'userData.email', code: 'ReviewEmailInvalid' });
  });
});

describe('the demo reviews', () => {
  it('holds videos and listing reviews with extra data: one hidden, partner flags, the people by email', async () => {
    const last = await seedDemoReviews(t.app.deps, admin.userId, (position) => t.app.runner!.waitFor(position, 20_000, ['reviews']));
    expect(last).not.toBeNull();
    expect(await t.app.runner!.waitFor(last!, 20_000, ['reviews'])).toBe(true);
    const page = (await data()).body;
    expect(page.videos.filter((v) => v.videoId.startsWith('demoVid'))).toHaveLength(4);
    expect(page.gReviews.reviews.filter((r) => r.reviewId.startsWith('demoRev'))).toHaveLength(5);
    expect(page.gReviewsExtra.demoRev005).toMatchObject({ hide: true });
    expect(page.gReviewsExtra.demoRev001).toMatchObject({ synamedia: true, email: 'noa.levi@example.com' });
    expect(page.videosExtra.demoVid0002).toMatchObject({ bfl: true });
    expect(page.usersData['omer.cohen@example.com']).toMatchObject({ firstName: 'עומר', lastName: 'כהן' });
  });
});
