import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser, personPage, type Language } from './support/browser';

// A recruiter finds Eilat by its first letters (or its Hebrew name), posts a job with two sections
// wrong and sees every problem at once, tries to leave with it unsaved, and finds My Jobs' page,
// filter and open job again after a reload; at 1366 and 375 px, in English and Hebrew.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const shots = process.env.PLACES_SHOTS ?? path.join(tmpdir(), 'places-shots');

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const strings = {
  en: { addJob: 'Add a job', location: /^Location/, typed: 'Eil', eilat: 'Eilat', post: 'Post job', titleRequired: 'Title is required', salary: 'Maximum salary cannot be below the minimum', minimum: /^Minimum/, maximum: /^Maximum/, close: 'Close', unsaved: 'You have unsaved changes, are you sure you want to leave?', leave: 'Leave', inactive: 'Inactive', page2: 'Page 2', editTitle: 'Edit job', edit: 'Edit', pages: 'Pages', credit: /GeoNames/ },
  he: { addJob: 'הוספת משרה', location: /^מיקום/, typed: 'אילת', eilat: 'אילת', post: 'פרסום המשרה', titleRequired: 'יש להזין את שם התפקיד', salary: 'השכר המקסימלי לא יכול להיות נמוך מהשכר המינימלי', minimum: /^מינימום/, maximum: /^מקסימום/, close: 'סגירה', unsaved: 'יש לכם שינויים שלא נשמרו, האם אתם בטוחים שברצונכם לצאת?', leave: 'יציאה', inactive: 'לא פעילות', page2: 'עמוד 2', editTitle: 'עריכת משרה', edit: 'עריכה', pages: 'עמודים', credit: /GeoNames/ },
} as const;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), animations: 'disabled' });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe.each([
  { width: 1366, language: 'en' as Language },
  { width: 375, language: 'he' as Language },
])('places and My Jobs at $width px in $language', (look) => {
  const s = strings[look.language];
  const tag = `${look.width}-${look.language}`;

  it('finds Eilat offline, shows every problem of the form at once and asks before leaving unsaved', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const { context, page } = await personPage(browser, { ...look, token: recruiter.token }, pageErrors);
    await page.goto(`${t.app.url}/myJobs`);
    await page.getByRole('button', { name: s.addJob }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: s.location }).fill(s.typed);
    const option = page.getByRole('option', { name: s.eilat }).first();
    await option.waitFor({ timeout: 10_000 });
    await expect(page.getByText(s.credit).isVisible()).resolves.toBe(true);
    await shot(page, `autocomplete-${tag}`);
    await option.click();
    expect(await dialog.getByRole('combobox', { name: s.location }).inputValue()).toBe(s.eilat);
    await dialog.getByLabel(s.minimum).fill('20000');
    await dialog.getByLabel(s.maximum).fill('10000');
    await dialog.getByRole('button', { name: s.post }).click();
    await dialog.getByText(s.salary).waitFor();
    await expect(dialog.getByText(s.titleRequired).isVisible()).resolves.toBe(true);
    await shot(page, `every-problem-${tag}`);
    await page.getByRole('button', { name: s.close, exact: true }).first().click();
    await page.getByText(s.unsaved).waitFor();
    await shot(page, `unsaved-${tag}`);
    await page.getByRole('button', { name: s.leave }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("keeps My Jobs' filter, page and open job in the address, and lays the rows out without sideways scrolling", async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const posted = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: `Tester ${i}`, location: 'Eilat', loc_lat: 29.55805, loc_lng: 34.94821 }) }, recruiter.token);
      ids.push(posted.body.job._id);
    }
    for (const id of ids) await t.call('changeJobStatus', { jobId: id, newStatus: 'O' }, recruiter.token);
    const { context, page } = await personPage(browser, { ...look, token: recruiter.token }, pageErrors);
    await page.goto(`${t.app.url}/myJobs`);
    await page.getByRole('tab', { name: s.inactive }).click();
    await page.getByRole('button', { name: s.page2 }).click();
    await page.waitForURL(/status=inactive&page=2/);
    await page.getByRole('listitem').first().getByRole('button', { name: s.edit, exact: true }).click();
    await page.waitForURL(/job=/);
    const address = page.url();
    await page.reload();
    await page.getByRole('dialog').getByText(s.editTitle).waitFor();
    expect(page.url()).toBe(address);
    await shot(page, `my-jobs-editor-${tag}`);
    await page.goBack();
    await page.getByRole('button', { name: s.page2 }).waitFor();
    expect(await page.getByRole('button', { name: s.page2 }).getAttribute('aria-current')).toBe('page');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `my-jobs-${tag}`);
    // the pagination's controls stay on one line
    const nav = page.getByRole('navigation', { name: s.pages });
    await nav.scrollIntoViewIfNeeded();
    const tops = await nav.getByRole('button').evaluateAll((buttons) => [...new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)))]);
    expect(tops).toHaveLength(1);
    await shot(page, `my-jobs-pages-${tag}`);
    await context.close();
  });
});

describe('the pages', () => {
  it('threw no error', () => expect(pageErrors).toEqual([]));
});
