import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

let t: TestApp;
let browser: Browser;
const long = Array.from({ length: 240 }, (_, i) => `detail${i}`).join(' ');

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const recruiter = await t.signUp({ lookingforwork: false });
  const post = (job: Record<string, unknown>) => t.call('createNewJob', { jobInfo: validJob({ selectedTags: [], ...job }) }, recruiter.token);
  await post({ title: 'Platform Engineer', company: 'Acme Labs', company_url: 'acme.example', description: `<p>${long}</p>`, salaryMin: 25000, salaryMax: 32000 });
  // the recruiter's limit is 5 active jobs: 4 more
  for (let i = 0; i < 4; i++) await post({ title: `Support Specialist ${i + 1}`, company: 'Harbor Robotics', salaryMin: 55, salaryMax: 70, salaryCurrency: 'USD', salaryFrequency: 'HOUR' });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('job cards', () => {
  for (const language of ['en', 'he'] as Language[])
    for (const width of [1366, 375])
      it(`shows badges, salaries, relative times, the promotional and suggestion cards, READ MORE and share (${language}, ${width})`, async () => {
        const errors: string[] = [];
        const { context, page } = await personPage(browser, { width, language }, errors);
        await page.goto(`${t.app.url}/jobs`);
        const list = page.locator('section').first();
        await list.getByRole('heading', { name: 'Platform Engineer' }).waitFor({ timeout: 15_000 });
        // the promotional card is second, in Hebrew in both languages; the suggestion follows the 4th job
        const promo = page.getByRole('complementary', { name: language === 'en' ? 'Sponsored' : 'ממומן' });
        await promo.waitFor();
        expect(await promo.textContent()).toContain('מחפשים עבודה?');
        // the kinds of the cards in order, from the list that holds the promotional card
        const order = await promo.evaluate((el) => [...el.parentElement!.children].map((card) => (card.tagName === 'ASIDE' ? card.getAttribute('aria-label') : 'job')));
        expect(order).toEqual(['job', language === 'en' ? 'Sponsored' : 'ממומן', 'job', 'job', 'job', language === 'en' ? 'Make the most of your search' : 'להפיק את המרב מהחיפוש', 'job']);
        const text = (await list.textContent()) ?? '';
        expect(text).toContain(language === 'en' ? 'New' : 'חדש');
        expect(text).toContain('₪25K–32K');
        expect(text).toContain('$55–70');
        expect(text).toContain(language === 'en' ? 'minute ago' : 'לפני');
        await screenshot(page, `cards-list-${language}-${width}`);

        await list.getByRole('heading', { name: 'Platform Engineer' }).click();
        const detail = page.getByRole('article');
        await detail.getByText('₪25,000–32,000').waitFor({ timeout: 15_000 });
        const more = detail.getByRole('button', { name: language === 'en' ? 'READ MORE' : /.+/ }).filter({ hasText: language === 'en' ? 'READ MORE' : '' }).last();
        expect(await detail.getByText('detail239').count()).toBe(0);
        await screenshot(page, `cards-detail-${language}-${width}`);
        if (language === 'en') {
          await more.click();
          await detail.getByText(/detail239/).waitFor();
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await detail.getByRole('button', { name: 'Share' }).click();
          await page.getByRole('menuitem', { name: 'Copy link' }).click();
          await page.getByText('Copied', { exact: true }).waitFor();
          await screenshot(page, `cards-copied-${language}-${width}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
});
