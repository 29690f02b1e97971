import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

// where the phone's search section is: its slide (0 to -74) and its top on screen
const section = (page: Page) => page.locator('section[data-collapse]');
const collapse = async (page: Page) => Number(await section(page).getAttribute('data-collapse'));
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
};

describe("the landing page's search on a phone", () => {
  for (const language of ['en', 'he'] as Language[])
    it(`sits under the top bar and collapses as the page scrolls (${language}, 375 px)`, async () => {
      const errors: string[] = [];
      const { context, page } = await personPage(browser, { width: 375, language }, errors);
      await page.goto(`${t.app.url}/`);
      await section(page).getByRole('search').waitFor({ timeout: 15_000 });
      // one search form: the hero's big one is the desktop's
      expect(await page.getByRole('search').count()).toBe(1);
      expect(await collapse(page)).toBe(0);
      // right under the top bar (its 56 px row, and the tabs' row a phone adds)
      const bar = (await page.locator('header').boundingBox())!;
      expect(Math.round(bar.y + bar.height)).toBeGreaterThanOrEqual(56);
      expect(Math.round((await section(page).boundingBox())!.y)).toBe(Math.round(bar.y + bar.height));
      const axe = await checkPage(page);
      expect(axe, describeViolations(`landing search (${language}, 375)`, axe)).toEqual([]);
      await screenshot(page, `landing-search-${language}-375`);

      await scrollTo(page, 30);
      await page.waitForFunction(() => document.querySelector('section[data-collapse]')?.getAttribute('data-collapse') === '-30');
      await scrollTo(page, 400);
      await page.waitForFunction(() => document.querySelector('section[data-collapse]')?.getAttribute('data-collapse') === '-74');
      expect(await section(page).getByRole('search').isVisible()).toBe(false);
      await screenshot(page, `landing-search-collapsed-${language}-375`);

      await scrollTo(page, 0);
      await page.waitForFunction(() => document.querySelector('section[data-collapse]')?.getAttribute('data-collapse') === '0');
      const keywords = section(page).getByRole('textbox').first();
      await keywords.fill('QA');
      await keywords.press('Enter');
      await page.waitForURL(/\/jobs\/QA-jobs-SRCH_L_Q0%2C2$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('keeps the big search form at 1366 px, with nothing collapsing', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 1366, language: 'en' }, errors);
    await page.goto(`${t.app.url}/`);
    await page.getByRole('search').waitFor({ timeout: 15_000 });
    expect(await section(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
