import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

let t: TestApp;
let browser: Browser;
let recruiterToken: string;

// Jobs that differ in every filter: what each filter leaves is known by title.
const jobs = [
  { title: 'Senior Backend Engineer', company: 'Acme Labs', seniorityLevel: 'Senior', employmentType: 'FULL_TIME', tags: ['Node.js', 'PostgreSQL'], place: 'telAviv' },
  { title: 'Junior QA Tester', company: 'Acme Labs', seniorityLevel: 'Junior', employmentType: 'PART_TIME', tags: ['Selenium'], place: 'ramatGan' },
  { title: 'Data Analyst', company: 'Cedar Analytics', seniorityLevel: 'Mid-Level', employmentType: 'CONTRACTOR', tags: ['SQL', 'Python'], place: 'telAviv' },
  { title: 'Office Manager', company: 'Harbor Robotics', seniorityLevel: 'Senior', employmentType: 'FULL_TIME', tags: ['Excel'], place: 'haifa' },
] as const;
const places = {
  telAviv: { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 },
  ramatGan: { location: 'Ramat Gan', loc_lat: 32.068424, loc_lng: 34.824785 },
  haifa: { location: 'Haifa', loc_lat: 32.794044, loc_lng: 34.989571 },
};

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const recruiter = await t.signUp({ lookingforwork: false });
  recruiterToken = recruiter.token;
  for (const { place, ...job } of jobs) await t.call('createNewJob', { jobInfo: validJob({ ...job, ...places[place], selectedTags: [] }) }, recruiter.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

// the titles of the listed jobs (the cards' headings inside the list)
const titles = async (page: Page): Promise<string[]> => (await page.locator('section h3').allTextContents()).sort();

const waitForRange = (page: Page, text: RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

describe('the filter bar of the job list', () => {
  it('narrows the list by seniority, employment type, company and tags, keeps it in the address, and clears it', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 1366, language: 'en' }, errors);
    await page.goto(`${t.app.url}/jobs`);
    await waitForRange(page, /^1–4 of 4$/);
    const bar = page.getByRole('group', { name: 'Filters' });

    await bar.getByRole('button', { name: 'Seniority level' }).click();
    await page.getByRole('dialog', { name: 'Seniority level' }).getByLabel('Senior').click();
    await page.keyboard.press('Escape');
    await waitForRange(page, /^1–2 of 2$/);
    expect(await titles(page)).toEqual(['Office Manager', 'Senior Backend Engineer']);
    expect(new URL(page.url()).search).toBe('?seniority=Senior');
    await bar.getByRole('button', { name: 'Seniority level: Senior' }).waitFor();

    // the companies offered are those of the jobs listed, with how many each has
    await bar.getByRole('button', { name: 'Company' }).click();
    const companies = page.getByRole('dialog', { name: 'Company' });
    // the choices load with the first opening
    await companies.getByRole('checkbox').first().waitFor();
    expect((await companies.getByRole('checkbox').all()).length).toBe(2);
    await companies.getByLabel(/Harbor Robotics/).click();
    await page.keyboard.press('Escape');
    await waitForRange(page, /^1–1 of 1$/);
    expect(await titles(page)).toEqual(['Office Manager']);

    // with one company chosen the other stays on offer, with its count from before the choice
    await bar.getByRole('button', { name: 'Company: Harbor Robotics' }).click();
    const chosen = page.getByRole('dialog', { name: 'Company' });
    // the choices load with the first opening
    await chosen.getByRole('checkbox').first().waitFor();
    expect(await chosen.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b.closest('label') as HTMLElement).innerText.replace(/\s+/g, ' ')))).toEqual([
      'Harbor Robotics 1',
      'Acme Labs 1',
    ]);
    await chosen.getByLabel(/Acme Labs/).click();
    await waitForRange(page, /^1–2 of 2$/);
    await screenshot(page, 'job-filters-two-companies-en-1366');
    // the field to add a company stays in view: nothing hidden makes the popover scroll
    expect(await chosen.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    await chosen.getByLabel(/Acme Labs/).click();
    await waitForRange(page, /^1–1 of 1$/);
    await page.keyboard.press('Escape');

    // a reload keeps the filters
    await page.reload();
    await waitForRange(page, /^1–1 of 1$/);
    expect(await titles(page)).toEqual(['Office Manager']);

    await bar.getByRole('button', { name: /^Clear filters \(2\)$/ }).click();
    await waitForRange(page, /^1–4 of 4$/);
    expect(new URL(page.url()).search).toBe('');

    // a tag typed in, whatever its case, and an employment type
    await bar.getByRole('button', { name: 'Tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Tags' });
    await tags.getByLabel('Another tag').fill('sql');
    await tags.getByLabel('Another tag').press('Enter');
    await page.keyboard.press('Escape');
    await waitForRange(page, /^1–1 of 1$/);
    expect(await titles(page)).toEqual(['Data Analyst']);
    await bar.getByRole('button', { name: 'Employment type' }).click();
    await page.getByRole('dialog', { name: 'Employment type' }).getByLabel('Full-time').click();
    await page.keyboard.press('Escape');
    await page.getByText('No results').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForRange(page, /^1–4 of 4$/);

    // opening a job keeps the filters; going back lists the same jobs
    await page.goto(`${t.app.url}/jobs?type=FULL_TIME`);
    await waitForRange(page, /^1–2 of 2$/);
    await page.locator('section h3', { hasText: 'Office Manager' }).click();
    expect(new URL(page.url()).search).toBe('?type=FULL_TIME');
    await waitForRange(page, /^1–2 of 2$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the distance around a chosen place, in KM', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 1366, language: 'en' }, errors);
    // Tel Aviv, the built-in place 1
    await page.goto(`${t.app.url}/jobs/jobs-in-Tel-Aviv-SRCH_L1`);
    await waitForRange(page, /^1–3 of 3$/);
    const bar = page.getByRole('group', { name: 'Filters' });
    // 25 KM until another distance is chosen
    await bar.getByRole('button', { name: 'Distance: 25 KM' }).click();
    const distance = page.getByRole('dialog', { name: 'Distance' });
    // the choices load with the first opening
    await distance.getByRole('radio').first().waitFor();
    expect(await distance.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r.closest('label') as HTMLElement).innerText))).toEqual([
      '2 KM',
      '5 KM',
      '10 KM',
      '25 KM',
      '50 KM',
      '100 KM',
      '320 KM',
    ]);
    await distance.getByLabel('2 KM').click();
    await waitForRange(page, /^1–2 of 2$/);
    expect(await titles(page)).toEqual(['Data Analyst', 'Senior Backend Engineer']);
    expect(new URL(page.url()).search).toBe('?radius=2');
    await bar.getByRole('button', { name: 'Distance: 2 KM' }).click();
    await page.getByRole('dialog', { name: 'Distance' }).getByLabel('100 KM').click();
    await waitForRange(page, /^1–4 of 4$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [language, width] of [
    ['en', 1366],
    ['he', 375],
  ] as [Language, number][])
    it(`reads well and passes axe in ${language} at ${width} px, with a filter open`, async () => {
      const errors: string[] = [];
      const { context, page } = await personPage(browser, { width, language }, errors);
      await page.goto(`${t.app.url}/jobs/jobs-in-Tel-Aviv-SRCH_L1?seniority=Senior,Junior&radius=50`);
      await page.locator('section h3').first().waitFor({ timeout: 15_000 });
      const closed = await checkPage(page);
      expect(closed, describeViolations(`jobs with filters (${language}, ${width})`, closed)).toEqual([]);
      await screenshot(page, `job-filters-${language}-${width}`);
      const bar = page.getByRole('group', { name: language === 'en' ? 'Filters' : 'סינון' });
      await bar.getByRole('button', { name: language === 'en' ? 'Tags' : 'תגיות' }).click();
      await page.getByRole('dialog').waitFor();
      // once it has faded in
      await page.waitForTimeout(500);
      const open = await checkPage(page);
      expect(open, describeViolations(`tags filter open (${language}, ${width})`, open)).toEqual([]);
      await screenshot(page, `job-filters-tags-${language}-${width}`);
      // the bar never makes the page scroll sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
});

describe('the search box\'s place', () => {
  it('finds a place off the built-in list by typing, searches around it and restores the search from the address', async () => {
    const job = validJob({ title: 'Galilee Support Engineer', company: 'North Labs', location: 'Qiryat Shmona', loc_lat: 33.20733, loc_lng: 35.57212, selectedTags: [] });
    await t.call('createNewJob', { jobInfo: job }, recruiterToken);
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 1366, language: 'en' }, errors);
    await page.goto(`${t.app.url}/jobs`);
    await waitForRange(page, /^1–5 of 5$/);
    const near = page.getByRole('combobox', { name: 'near: Location' });
    await near.click();
    // the built-in places are offered first; the gazetteer loads with the first letters typed
    await page.getByRole('option', { name: 'Tel Aviv' }).waitFor();
    await near.pressSequentially('Kiryat Shm');
    await page.getByRole('option', { name: 'Qiryat Shmona' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'search-box-gazetteer-en-1366');
    await page.getByRole('option', { name: 'Qiryat Shmona' }).click();
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await waitForRange(page, /^1–1 of 1$/);
    expect(await titles(page)).toEqual(['Galilee Support Engineer']);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/jobs/jobs-in-Qiryat-Shmona-Israel-SRCH_L_C35d57212,33d20733,6,13');

    // pasted or reloaded, the address gives the same search, the place in the box and the heading
    await page.reload();
    await waitForRange(page, /^1–1 of 1$/);
    expect(await near.inputValue()).toBe('Qiryat Shmona');
    await page.getByRole('heading', { name: 'All jobs in Qiryat Shmona' }).waitFor();
    // and a distance can be chosen around it
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Distance: 25 KM' }).click();
    await page.getByRole('dialog', { name: 'Distance' }).getByLabel('320 KM').click();
    await waitForRange(page, /^1–5 of 5$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds Eilat by its Hebrew name on a phone, right to left', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 375, language: 'he' }, errors);
    await page.goto(`${t.app.url}/jobs`);
    await page.locator('section h3').first().waitFor({ timeout: 15_000 });
    const near = page.getByRole('combobox', { name: 'ליד: מיקום' });
    await near.click();
    await page.getByRole('option').first().waitFor();
    await near.pressSequentially('איל');
    await page.getByRole('option', { name: 'אילת', exact: true }).waitFor({ timeout: 15_000 });
    const open = await checkPage(page);
    expect(open, describeViolations('place suggestions (he, 375)', open)).toEqual([]);
    await screenshot(page, 'search-box-gazetteer-he-375');
    await page.getByRole('option', { name: 'אילת', exact: true }).click();
    await page.getByRole('search').getByRole('button', { name: 'חיפוש' }).click();
    await page.waitForURL(/Eilat-Israel-SRCH_L_C34d94821%2C29d55805%2C6%2C5$/);
    expect(await near.inputValue()).toBe('אילת');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
