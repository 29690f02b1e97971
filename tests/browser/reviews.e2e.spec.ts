import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';
import path from 'node:path';

// A journey admin imports the playlist's videos from an export file, opens a listing review's
// Extra data, hides it and says who wrote it; the filters leave the hidden one out. The listing
// import's button says what its configuration lacks. English and Hebrew, wide and phone.
let t: TestApp;
let browser: Browser;
let jhadmin: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);
const fixtures = path.join(__dirname, '..', 'backoffice', 'reviews', 'fixtures');

const words = {
  en: { videosFile: 'Videos from a file', imported: '3 items read: 3 new, 0 updated', reviews: 'Reviews', email: 'Email of the person', first: 'First name', hidden: 'Hidden', filterHidden: 'Hidden', save: 'Save', saved: 'Saved', missing: 'Not configured: set GOOGLE_CLIENT_ID', users: 'Users' },
  he: { videosFile: 'סרטונים מקובץ', imported: 'נקראו 3 פריטים: 3 חדשים, 0 עודכנו', reviews: 'ביקורות', email: 'האימייל של האדם', first: 'שם פרטי', hidden: 'מוסתר', filterHidden: 'מוסתרים', save: 'שמירה', saved: 'נשמר', missing: 'לא הוגדר: הגדירו GOOGLE_CLIENT_ID', users: 'משתמשים' },
} as const;

beforeAll(async () => {
  for (const name of ['YOUTUBE_API_KEY', 'YOUTUBE_PLAYLIST_ID', 'GOOGLE_CLIENT_ID']) delete process.env[name];
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  const reviews = flowLooks.map((look, i) => ({ reviewId: `rev-${tag(look)}`, reviewer: { displayName: `Reviewer ${tag(look)}` }, starRating: 'FIVE', createTime: `2026-0${i + 1}-01T08:00:00Z`, comment: `Great coaching ${tag(look)}` }));
  const sent = await t.call('saveReviewsFromGoogle', { data: { averageRating: 5, totalReviewCount: 4, reviews } }, jhadmin.token);
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the reviews curation in a browser', () => {
  it.each(flowLooks.map((look, k) => [tag(look), look, k] as const))('imports a file, and hides a review saying who wrote it (%s)', async (_, look, k) => {
    const w = words[look.language];
    const name = `Reviewer ${tag(look)}`;
    const { context, page } = await personPage(browser, { ...look, token: jhadmin.token }, pageErrors);
    await page.goto(`${t.app.url}/jobhunt-reviews`);
    await page.getByText(w.missing).waitFor();
    if (k === 0) {
      await page.getByLabel(w.videosFile).setInputFiles(path.join(fixtures, 'youtube-playlist-items-page2.json'));
      await page.getByText(w.imported).waitFor();
    }
    await page.getByText('Testimonial 52').waitFor();
    await screenshot(page, `reviews-videos-${tag(look)}`);
    await audit(page, `reviews curation, ${tag(look)}`);
    // Once in CI (a loaded machine) the dialog was not there 30 s after these two clicks; the cause
    // is not known. Each try waits a few seconds, opens the section again if it is closed and clicks
    // the review again, so a lost click is retried instead of waited for until the test's end.
    const section = page.getByRole('button', { name: new RegExp(`^${w.reviews} \\(`) });
    const dialog = page.getByRole('dialog').first();
    for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt++) {
      if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await dialog.getByLabel(w.email).waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await dialog.getByLabel(w.email).fill(`writer-${tag(look)}@example.com`);
    await dialog.getByLabel(w.first).fill(look.language === 'he' ? 'דנה' : 'Dana');
    await dialog.getByLabel(w.hidden).check();
    await screenshot(page, `reviews-extra-${tag(look)}`);
    await audit(page, `extra data dialog, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.save }).click();
    // hiding asks first
    await page.getByRole('dialog', { name: w.hidden }).getByRole('button', { name: w.save }).click();
    await page.getByText(w.saved).waitFor();
    const item = page.getByRole('button', { name: new RegExp(name) });
    await expect.poll(async () => (await item.textContent()) ?? '').toContain(look.language === 'he' ? 'דנה' : 'Dana');
    // the hidden ones leave when only the shown are asked for
    const reviewsPanel = page.locator('#reviews-content');
    await reviewsPanel.getByLabel(w.filterHidden, { exact: true }).uncheck();
    await expect.poll(() => page.getByRole('button', { name: new RegExp(name) }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `reviews-filtered-${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
