import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapFiles, SITEMAP_MAX_URLS } from '../../../contracts/marketplace/sitemap/sitemap-xml';
import { signUpAdmin, postJob } from '../credits-support';
import { startTestApp, type TestApp } from '../../support/test-app';

// The sitemap's words over HTTP, and the /sitemap.xml and /robots.txt the server generates from
// them and the active jobs.
type Words = { words: string[]; savedAt: string | null; savedBy: string | null; message?: string };

let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t, 'sitemap-admin@sitemap.test');
});
afterAll(async () => {
  await t?.stop();
});

const get = async (path: string) => {
  const res = await fetch(`${t.app.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
// read as XML: each element closed in order, the root's name and namespace, every <loc>'s text
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
const parsed = (xml: string) => {
  const open: string[] = [];
  for (const [, close, name, selfClosing] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>/g)) {
    if (close) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
  const root = /<(urlset|sitemapindex)\s+xmlns="([^"]+)"/.exec(xml);
  return { root: root?.[1], namespace: root?.[2], locs: [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescape(m[1]!)) };
};
const locsOf = (xml: string): string[] => parsed(xml).locs;

describe('the sitemap words', () => {
  it('keeps the words lowercased, trimmed and each once, and says who saved them', async () => {
    expect((await t.call<Words>('getSitemapWords', {}, admin.token)).body).toEqual({ words: [], savedAt: null, savedBy: null });
    const saved = await t.call<Words>('saveSitemapWords', { words: ['  React   Developer ', 'QA', 'qa', '', 'מפתח'] }, admin.token);
    expect(saved.status).toBe(200);
    expect(saved.body.words).toEqual(['react developer', 'qa', 'מפתח']);
    expect(saved.body.message).toBe('The sitemap words are saved');
    const read = await t.call<Words>('getSitemapWords', {}, admin.token);
    expect(read.body.words).toEqual(['react developer', 'qa', 'מפתח']);
    expect(read.body.savedBy).toBe(admin.userId);
    expect(read.body.savedAt).not.toBeNull();
  });

  it('refuses a word over 60 characters and more than 500 words, saying what to fix', async () => {
    const long = await t.call<{ issues: { message: string }[] }>('saveSitemapWords', { words: ['x'.repeat(61)] }, admin.token);
    expect(long.status).toBe(400);
    expect(long.body.issues[0]!.message).toBe('A word or phrase has 1 to 60 characters');
    const many = await t.call<{ issues: { message: string }[] }>('saveSitemapWords', { words: Array.from({ length: 501 }, (_, i) => `w${i}`) }, admin.token);
    expect(many.status).toBe(400);
    expect(many.body.issues[0]!.message).toBe('Keep at most 500 words');
  });

  it('answers admins only', async () => {
    const seeker = await t.signUp();
    expect((await t.call('getSitemapWords', {}, seeker.token)).status).toBe(403);
    expect((await t.call('saveSitemapWords', { words: ['x'] }, seeker.token)).status).toBe(403);
    expect((await t.call('getSitemapWords', {})).status).toBe(401);
  });
});

describe('/sitemap.xml', () => {
  it('names every active job, the landing categories and a search per word, and follows a change of the words', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token, { title: 'Sitemap Engineer', company: 'Acme & Sons' });
    await t.call('saveSitemapWords', { words: ['react developer'] }, admin.token);
    const first = await get('/sitemap.xml');
    expect(first.status).toBe(200);
    expect(first.type).toContain('application/xml');
    expect(first.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parsed(first.text)).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    const locs = locsOf(first.text);
    expect(locs).toContain('http://jobswipe.test/');
    expect(locs).toContain(`http://jobswipe.test/jobs/${encodeURIComponent(`acme-sons-sitemap-engineer-tel-aviv-${jobId}`)}`);
    expect(locs).toContain(`http://jobswipe.test/jobs/${encodeURIComponent('QA-jobs-SRCH_L_Q0,2')}`);
    expect(locs).toContain(`http://jobswipe.test/jobs/${encodeURIComponent('react developer-jobs-SRCH_L_Q0,15')}`);
    // the company's & is escaped in the XML, and read back as itself
    expect(first.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    await t.call('saveSitemapWords', { words: ['data analyst'] }, admin.token);
    const second = locsOf((await get('/sitemap.xml')).text);
    expect(second).toContain(`http://jobswipe.test/jobs/${encodeURIComponent('data analyst-jobs-SRCH_L_Q0,12')}`);
    expect(second).not.toContain(`http://jobswipe.test/jobs/${encodeURIComponent('react developer-jobs-SRCH_L_Q0,15')}`);
    expect((await get('/sitemap-1.xml')).status).toBe(404);
  });

  it('is pointed to by /robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: http://jobswipe.test/sitemap.xml');
  });
});

describe('a sitemap of more addresses than a file holds', () => {
  it('is an index naming files of at most the limit each', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `https://x.test/jobs/${i}` }));
    const files = sitemapFiles('https://x.test', urls, '2026-11-29', 2);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = parsed(files.get('sitemap.xml')!);
    expect(index.root).toBe('sitemapindex');
    expect(index.locs).toEqual(['https://x.test/sitemap-1.xml', 'https://x.test/sitemap-2.xml', 'https://x.test/sitemap-3.xml']);
    expect(locsOf(files.get('sitemap-3.xml')!)).toEqual(['https://x.test/jobs/4']);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFiles('https://x.test', urls, '2026-11-29').size).toBe(1);
  });
});
