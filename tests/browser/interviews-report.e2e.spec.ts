import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sampleInterview } from '../../contracts/coaching/tracker/access';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// Staff on the interviews report: the interviews of every client, a search, and the weekly totals'
// chart in its dialog; in English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let coach: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);
const DAY = 86_400_000;

const words = {
  en: { title: 'Interviews report', weekly: 'Weekly totals', chart: /A line of the interviews each week, \d+ weeks, 4 interviews in all/, close: 'Close', search: 'Search' },
  he: { title: 'דוח ראיונות', weekly: 'סיכום שבועי', chart: /קו של הראיונות בכל שבוע, \d+ שבועות, 4 ראיונות בסך הכול/, close: 'סגירה', search: 'חיפוש' },
} as const;


beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true });
  const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Shapiro' });
  for (const [company, daysAgo] of [['Wix', 2], ['Monday', 9], ['Gong', 16], ['Fiverr', 30]] as const) {
    const interviewDate = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    const res = await t.call('createEditTalentInterview', { userId: client.userId, newData: { ...sampleInterview, company, interviewDate } }, coach.token);
    if (res.status !== 200) throw new Error(`the interview was not added: ${JSON.stringify(res.body)}`);
  }
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the interviews report in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('lists the interviews, searches and opens the weekly chart (%s)', async (_, look) => {
    const w = words[look.language];
    const { context, page } = await personPage(browser, { ...look, token: coach.token }, pageErrors);
    await page.goto(`${t.app.url}/interviews-report`);
    const table = page.getByRole('table', { name: w.title });
    await table.getByText('Fiverr').waitFor({ timeout: 30_000 });
    for (const company of ['Wix', 'Monday', 'Gong']) await table.getByText(company, { exact: true }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `interviews-report-${tag(look)}`);
    await audit(page, `interviews report, ${tag(look)}`);

    await page.getByRole('button', { name: w.weekly }).click();
    const dialog = page.getByRole('dialog', { name: w.weekly === 'Weekly totals' ? 'Interviews a week' : 'ראיונות בשבוע' });
    await dialog.getByRole('img', { name: w.chart }).waitFor({ timeout: 15_000 });
    await dialog.locator('canvas').first().waitFor();
    await screenshot(page, `interviews-report-chart-${tag(look)}`);
    await audit(page, `interviews report, chart, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.close }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: w.search }).fill('gong');
    await expect.poll(() => table.getByText('Wix', { exact: true }).count(), { timeout: 20_000 }).toBe(0);
    expect(await table.getByText('Gong', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
