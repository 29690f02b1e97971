import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { launchBrowser, personContext, screenshot, type Language } from './support/browser';

// Both sides of a journey client, live, in two browsers: staff add an interview for the client and
// the client's open tracker shows it, patched from the message (no request, no
// reload); the client moves the interview's status and the staff member's tracker moves with it.

let t: TestApp;
let browser: Browser;
let admin: Person;
let coach: Person;
const pageErrors: string[] = [];

const words = {
  en: { tab: 'Interviews', add: 'Add Interview', company: 'Company', group: 'Professional title', seniority: 'Seniority', senior: 'Senior', summary: 'Your summary', save: 'Save', status: 'Change status', inProcess: 'In process' },
  he: { tab: 'ראיונות', add: 'הוספת ראיון', company: 'חברה', group: 'תחום מקצועי', seniority: 'בכירות', senior: 'בכיר', summary: 'הסיכום שלך', save: 'שמירה', status: 'שינוי סטטוס', inProcess: 'בתהליך' },
} as const;

beforeAll(async () => {
  t = await startTestApp({});
  browser = await launchBrowser();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

type Watched = { page: Page; calls: string[]; close: () => Promise<void> };

// A person's browser on a journey's Interviews tab, counting the calls it makes; a mark on the
// window tells whether the page was ever loaded again.
async function onTracker(token: string, path: string, language: Language): Promise<Watched> {
  const context = await personContext(browser, { width: 1366, language, token });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice('/api/'.length));
  });
  await page.goto(`${t.app.url}${path}`);
  await page.getByRole('tab', { name: words[language].tab }).click();
  await page.getByRole('button', { name: words[language].add }).first().waitFor();
  await page.evaluate(() => Object.assign(window, { sameLoad: true }));
  return { page, calls, close: () => context.close() };
}

const sameLoad = (page: Page) => page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true);

describe('a journey client, live to both sides', () => {
  for (const language of ['en', 'he'] as const) {
    it(`shows staff's new interview on the client's open tracker and the client's status change on staff's (${language})`, { timeout: 180_000 }, async () => {
      const w = words[language];
      const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Live' });
      await t.call('updatePersonalJourneyData', { data: { title: 'Backend Developer' } }, client.token);
      const own = await onTracker(client.token, '/personal-journey', language);
      const staff = await onTracker(coach.token, `/personal-journey?userId=${client.userId}`, language);
      const company = `Globex ${language}`;

      // staff add an interview for the client through the form
      await staff.page.getByRole('button', { name: w.add }).first().click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: w.company }).fill(company);
      await dialog.getByRole('combobox', { name: w.group }).click();
      await staff.page.getByRole('option', { name: 'Backend Developer', exact: true }).click();
      await dialog.getByRole('combobox', { name: w.seniority }).click();
      await staff.page.getByRole('option', { name: w.senior, exact: true }).click();
      await dialog.getByRole('textbox', { name: w.summary }).fill('Met the team lead');
      const clientCallsBefore = own.calls.length;
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.waitFor({ state: 'detached' });

      // the client's tracker shows it, from the message alone (how fast is the bench's to measure)
      const card = own.page.getByRole('article', { name: company });
      await card.waitFor();
      expect(own.calls.slice(clientCallsBefore)).toEqual([]);
      expect(await sameLoad(own.page)).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await screenshot(own.page, `coaching-live-client-sees-staff-interview-${language}`);

      // the client moves the status; staff's card moves with it
      const staffCallsBefore = staff.calls.length;
      await card.getByRole('button', { name: new RegExp(w.status) }).click();
      await own.page.getByRole('menuitem', { name: w.inProcess }).click();
      const moved = staff.page.getByRole('article', { name: company }).getByRole('button', { name: `${w.status}: ${w.inProcess}` });
      await moved.waitFor();
      expect(staff.calls.slice(staffCallsBefore)).toEqual([]);
      expect(await sameLoad(staff.page)).toBe(true);
      await staff.page.getByRole('article', { name: company }).scrollIntoViewIfNeeded();
      await screenshot(staff.page, `coaching-live-staff-sees-client-status-${language}`);

      await own.close();
      await staff.close();
    });
  }

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
