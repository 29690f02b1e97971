import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { signUpAdmin } from '../marketplace/credits-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// An admin works the payments report as a data table: sorts by a column, pages through, and takes
// the range home as a CSV file, on a wide screen in English and on a phone in Hebrew.

let t: TestApp;
let browser: Browser;
let admin: { token: string; userId: string };
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

// 32 payments of today: amounts in a few groups, so a sort has ties to break, and a Hebrew payer
const PAYMENTS = 32;
const amounts = [69.9, 142.05, 199.26, 20.5];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  admin = await signUpAdmin(t, 'payments-table-e2e-admin@example.com');
  const payer = await t.signUp({ first_name: 'נועה', last_name: 'כהן "הקטנה"' });
  const now = Date.now();
  const rows = Array.from({ length: PAYMENTS }, (_, i) => ({
    id: `pay-${String(i).padStart(3, '0')}`,
    user_id: i === 0 ? payer.userId : `gone-${i}`,
    method: 'pro',
    months: [1, 3, 6][i % 3],
    amount: amounts[i % amounts.length],
    currency: 'ILS',
    provider: 'sandbox',
    status: i % 5 === 4 ? 'failed' : 'succeeded',
    card_last4: '4242',
    failure_reason: i % 5 === 4 ? 'card declined' : null,
    started_at: new Date(now - i * 60_000).toISOString(),
    completed_at: null,
    last_position: '0',
  }));
  await t.app.deps.db.insertInto('payment').values(rows).execute();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { title: 'Payments', amount: 'Amount', next: 'Next page', first: '1–25 of 32', second: '26–32 of 32', exportCsv: 'Export CSV', header: '"Date","Name","Email","Plan","Amount","Currency"' },
  he: { title: 'תשלומים', amount: 'סכום', next: 'לעמוד הבא', first: '\u20661–25\u2069 מתוך 32', second: '\u206626–32\u2069 מתוך 32', exportCsv: 'ייצוא ל-CSV', header: '"תאריך","שם","אימייל","מסלול","סכום","מטבע"' },
} as const;

type Look = { width: 1366 | 375; language: Language };
const tag = ({ width, language }: Look) => `${width}-${language}`;

// the Amount column (the fifth shown), as numbers: Intl puts direction marks and ₪ around them
const amountsShown = async (table: Locator) =>
  (await table.locator('tbody tr td:nth-child(5)').allInnerTexts()).map((cell) => Number(cell.replace(/[^\d.]/g, '')));

async function openReport(look: Look): Promise<{ page: Page; table: Locator; close: () => Promise<void> }> {
  const { context, page } = await personPage(browser, { ...look, token: admin.token }, pageErrors);
  await page.goto(`${t.app.url}/payments`);
  const table = page.getByRole('table', { name: words[look.language].title });
  await table.locator('tbody tr').first().waitFor({ timeout: 15_000 });
  return { page, table, close: () => context.close() };
}

async function downloadCsv(page: Page, look: Look): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words[look.language].exportCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFileSync((await download.path())!, 'utf8');
}

describe('the payments table in a browser', () => {
  it('sorts by amount, keeps ties in one order across pages, and downloads the range as CSV (1366 px, English)', async () => {
    const look: Look = { width: 1366, language: 'en' };
    const { page, table, close } = await openReport(look);
    const w = words[look.language];
    await page.getByText(w.first).waitFor();
    const amount = table.getByRole('columnheader', { name: w.amount });
    await amount.getByRole('button').click();
    await expect.poll(() => amount.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await amountsShown(table))[0]).toBe(199.26);
    const firstPage = await amountsShown(table);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    await screenshot(page, `payments-table-sorted-${tag(look)}`);
    await audit(page, `payments table, sorted, ${tag(look)}`);

    await page.getByRole('button', { name: w.next }).click();
    await page.getByText(w.second).waitFor();
    // the range label moves at once; the rows follow when the next page has arrived
    await expect.poll(async () => (await amountsShown(table)).length).toBe(PAYMENTS - 25);
    const secondPage = await amountsShown(table);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    const csv = await downloadCsv(page, look);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0].startsWith(w.header)).toBe(true);
    expect(lines).toHaveLength(1 + PAYMENTS);
    // the file holds the whole range in the table's order, Hebrew and quotes intact
    expect(lines[1]).toMatch(/"199\.26"/);
    expect(csv).toContain('"נועה כהן ""הקטנה"""');
    await close();
  });

  it('works from the keyboard on a 375 px phone in Hebrew, scrolling sideways inside the table only', async () => {
    const look: Look = { width: 375, language: 'he' };
    const { page, table, close } = await openReport(look);
    const w = words[look.language];
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText(w.first).waitFor();
    const sort = table.getByRole('columnheader', { name: w.amount }).getByRole('button');
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => table.getByRole('columnheader', { name: w.amount }).getAttribute('aria-sort')).toBe('descending');
    await page.keyboard.press(' ');
    await expect.poll(() => table.getByRole('columnheader', { name: w.amount }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await amountsShown(table))[0]).toBe(20.5);
    // the page never scrolls sideways; the table's own box does
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const scroller = table.locator('xpath=ancestor::div[contains(@style, "height")][1]');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const next = page.getByRole('button', { name: w.next });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.getByText(w.second).waitFor();
    await expect.poll(async () => (await amountsShown(table)).length).toBe(PAYMENTS - 25);
    await screenshot(page, `payments-table-${tag(look)}`);
    await audit(page, `payments table, ${tag(look)}`);

    const csv = await downloadCsv(page, look);
    expect(csv.slice(1).split('\r\n')[0].startsWith(w.header)).toBe(true);
    await close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
