import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

let t: TestApp;
let browser: Browser;
let recruiterToken: string;

// 24 Kotlin developers (two pages of 20) in Tel Aviv, half of them senior, and one in Haifa
const TEL_AVIV = { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 };
const HAIFA = { location: 'Haifa', loc_lat: 32.794044, loc_lng: 34.989571 };

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const recruiter = await t.signUp({ lookingforwork: false });
  recruiterToken = recruiter.token;
  await t.call('createNewJob', { jobInfo: validJob({ title: 'Kotlin lead', tags: ['Kotlin', 'Android'], selectedTags: [] }) }, recruiterToken);
  const people = [
    ...Array.from({ length: 24 }, (_, i) => ({ n: i, place: TEL_AVIV, seniorityLevel: i % 2 ? 'Senior' : 'Junior' })),
    { n: 24, place: HAIFA, seniorityLevel: 'Senior' },
  ];
  for (const { n, place, seniorityLevel } of people) {
    const seeker = await t.signUp({ lookingforwork: true, first_name: `Person${String(n).padStart(2, '0')}`, last_name: 'Kotlin' });
    const saved = await t.call('saveProfile', { title: `Kotlin developer ${n}`, tags: ['Kotlin', n % 3 ? 'Android' : 'Spring'], seniorityLevel, ...place, experience: [{ title: 'Mobile developer', company: 'Wix', startMonth: 1, startYear: 2020 }] }, seeker.token);
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  }
  const head = await t.app.store.headPosition();
  await t.app.runner!.waitFor(head, 30_000, ['resume']);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

// the names on the cards of the list
const names = async (page: Page): Promise<string[]> => page.locator('.MuiCard-root h3').allTextContents();
const waitForText = (page: Page, text: RegExp) => page.getByText(text).first().waitFor({ timeout: 20_000 });
const searchUrl = () => `${t.app.url}/resumes/${encodeURIComponent('kotlin-resumes-in-Tel-Aviv-SRCH_L1_Q0,6')}`;

describe('the resume list', () => {
  for (const [language, width] of [
    ['en', 1366],
    ['he', 375],
  ] as [Language, number][])
    it(`searches resumes with filters and pages through them (${language}, ${width} px)`, async () => {
      const errors: string[] = [];
      const { context, page } = await personPage(browser, { width, language, token: recruiterToken }, errors);
      await page.goto(searchUrl());
      // Tel Aviv within the default 25 km: the Haifa developer is left out
      await waitForText(page, /^1–20 (of|מתוך) 24$/);
      expect(await names(page)).toHaveLength(20);
      await screenshot(page, `resumes-list-${language}-${width}`);

      // the seniority filter offers each level with its count over every match
      const bar = page.getByRole('group').first();
      await bar.getByRole('button', { name: language === 'en' ? 'Seniority level' : 'דרג' }).click();
      const levels = page.getByRole('dialog');
      // the choices load with the first opening
      await levels.getByRole('checkbox').first().waitFor();
      expect(await levels.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b.closest('label') as HTMLElement).innerText.replace(/\s+/g, ' ')))).toEqual(
        language === 'en' ? ['Junior 12', 'Mid-Level 0', 'Senior 12'] : ['ג׳וניור 12', 'ביניים 0', 'בכיר 12'],
      );
      await levels.getByRole('checkbox').nth(2).click();
      await page.keyboard.press('Escape');
      await waitForText(page, /^1–12 (of|מתוך) 12$/);
      expect(new URL(page.url()).search).toBe('?seniority=Senior');
      await screenshot(page, `resumes-senior-${language}-${width}`);

      // a wider distance brings Haifa in
      await bar.getByRole('button', { name: language === 'en' ? /Distance/ : /מרחק/ }).click();
      // 2, 5, 10, 25, 50, 100, 320 km
      await page.getByRole('dialog').getByRole('radio').nth(5).click();
      await waitForText(page, /^1–13 (of|מתוך) 13$/);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('opens a card from a pasted address with its search, filters and page, and walks back through the searches', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 1366, language: 'en', token: recruiterToken }, errors);
    await page.goto(searchUrl());
    await waitForText(page, /^1–20 of 24$/);
    // page 2
    await page.getByRole('button', { name: 'Page 2' }).click();
    await waitForText(page, /^21–24 of 24$/);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await names(page);
    expect(second).toHaveLength(4);
    // open the first card of page 2
    await page.locator('section h3').first().click();
    await page.getByRole('region', { name: 'How your Job match' }).waitFor({ timeout: 20_000 });
    const opened = page.url();
    expect(new URL(opened).pathname).toMatch(/^\/resumes\/wix-kotlin-developer-\d+-tel-aviv-[0-9a-f]{32}$/);
    expect(new URL(opened).searchParams.get('page')).toBe('2');
    await expect(page.getByText('Has 1 of the job’s tags: Kotlin').first().isVisible()).resolves.toBe(true);

    // the same address in a new browser: the same page of the same search, the same card open
    const pasted = await personPage(browser, { width: 1366, language: 'en', token: recruiterToken }, errors);
    await pasted.page.goto(opened);
    await waitForText(pasted.page, /^21–24 of 24$/);
    expect(await names(pasted.page)).toEqual(second);
    await pasted.page.getByRole('region', { name: 'How your Job match' }).waitFor({ timeout: 20_000 });
    await screenshot(pasted.page, 'resumes-pasted-card-en-1366');
    await pasted.context.close();

    // back: page 2 without the card, then page 1
    await page.goBack();
    await waitForText(page, /^21–24 of 24$/);
    await page.getByText('Select a resume to see it here').waitFor();
    await page.goBack();
    await waitForText(page, /^1–20 of 24$/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a resume is no longer available', async () => {
    const errors: string[] = [];
    const { context, page } = await personPage(browser, { width: 375, language: 'en', token: recruiterToken }, errors);
    await page.goto(`${t.app.url}/resumes/nobody-here-0123456789abcdef0123456789abcdef`);
    await page.getByText('This resume is no longer available').waitFor({ timeout: 20_000 });
    expect(await page.getByText('This resume is no longer available').isVisible()).toBe(true);
    await screenshot(page, 'resumes-not-found-en-375');
    await context.close();
  });
});
