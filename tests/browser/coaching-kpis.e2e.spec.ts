import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import type { World } from '../coaching/publishing-world';
import { runKpiScenario, scenarioClock } from '../coaching/kpis/kpis-scenario';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// Staff open a client's KPI page, then the journey's history, and go back to a moment before the
// client's journey was frozen: the journey shows as it was then, read-only.

let t: TestApp;
let w: World;
let browser: Browser;
const pageErrors: string[] = [];

const words = {
  en: { kpis: 'KPIs', service: 'Service Data', journeyShown: 'Journey', history: 'Journey history', readOnly: 'Read-only', status: 'Status', publications: 'Publications', published: 'published', freezed: 'freezed' },
  he: { kpis: 'מדדים', service: 'נתוני השירות', journeyShown: 'מסע', history: 'היסטוריית המסע', readOnly: 'לקריאה בלבד', status: 'סטטוס', publications: 'הפצות', published: 'פורסם', freezed: 'מוקפא' },
} as const;

beforeAll(async () => {
  t = await startTestApp({ clock: scenarioClock.now });
  browser = await launchBrowser();
  w = await runKpiScenario(t);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const statusShown = async (page: Page, name: string) => (await page.getByRole('region', { name, exact: true }).textContent()) ?? '';

describe('KPIs and the journey as it was, for staff', () => {
  for (const [width, language] of [[1366, 'en'], [375, 'he']] as [number, Language][]) {
    it(`opens a client's KPIs, then the journey before the freeze (${width} px, ${language})`, async () => {
      const v = words[language];
      const { context, page } = await personPage(browser, { width, language, token: w.csm.token }, pageErrors);
      await page.goto(`${t.app.url}/kpis?userId=${w.client.userId}`);
      await page.getByRole('heading', { name: v.kpis, exact: true }).waitFor();
      const service = page.getByRole('region', { name: v.service });
      await service.waitFor();
      expect(await service.textContent()).toContain(v.publications);
      await page.locator('canvas').first().waitFor();
      await screenshot(page, `coaching-kpis-staff-${width}-${language}`);
      const violations = (await checkPage(page)).filter((x) => x.impact === 'critical' || x.impact === 'serious');
      expect(violations, describeViolations(`kpis ${width} ${language}`, violations)).toEqual([]);

      await page.getByRole('link', { name: v.history }).click();
      await page.getByRole('heading', { name: v.history, exact: true }).waitFor();
      const entries = page.getByRole('region', { name: language === 'en' ? 'Changes' : 'שינויים' }).getByRole('button');
      await entries.first().waitFor();
      const texts = await entries.allTextContents();
      const freeze = texts.findIndex((text) => new RegExp(`${v.published}\\W*[→←]\\W*${v.freezed}`).test(text));
      expect(freeze).toBeGreaterThan(0);
      // the list is newest first: the change just before the freeze is the next one down
      await entries.nth(freeze + 1).click();
      await page.getByRole('status').filter({ hasText: v.readOnly }).waitFor();
      await expect.poll(() => statusShown(page, v.journeyShown)).toContain(v.published);
      expect(await statusShown(page, v.journeyShown)).not.toContain(v.freezed);
      await screenshot(page, `coaching-history-before-freeze-${width}-${language}`);

      await entries.nth(freeze).click();
      await expect.poll(() => statusShown(page, v.journeyShown)).toContain(v.freezed);
      const historyViolations = (await checkPage(page)).filter((x) => x.impact === 'critical' || x.impact === 'serious');
      expect(historyViolations, describeViolations(`history ${width} ${language}`, historyViolations)).toEqual([]);
      await context.close();
    });
  }

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
