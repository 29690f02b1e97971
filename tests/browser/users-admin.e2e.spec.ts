import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { postJob, signUpAdmin } from '../marketplace/credits-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// An admin on the users screen: finds a person by part of their email, edits their contact
// credits, gives them 3 months of Pro and opens what they did, in English and Hebrew, on a wide
// screen and on a phone, by keyboard where a person would.

let t: TestApp;
let browser: Browser;
let admin: { token: string; userId: string };
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  admin = await signUpAdmin(t, 'users-e2e-admin@example.com');
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: {
    search: 'User id or email',
    contacts: 'Contact credits',
    save: 'Save',
    changed: 'Changed',
    saved: 'Saved',
    addThree: '+3 months',
    proUntil: 'Pro until',
    extraInfo: 'Extra info',
    activeJobs: 'Active jobs',
    card: (name: string) => `User ${name}`,
    extraTitle: (name: string) => `Extra info: ${name}`,
    empty: 'No users match',
  },
  he: {
    search: 'מזהה משתמש או אימייל',
    contacts: 'קרדיטים לפרטי קשר',
    save: 'שמירה',
    changed: 'שונה',
    saved: 'נשמר',
    addThree: '+3 חודשים',
    proUntil: 'Pro עד',
    extraInfo: 'מידע נוסף',
    activeJobs: 'משרות פעילות',
    card: (name: string) => `משתמש/ת ${name}`,
    extraTitle: (name: string) => `מידע נוסף: ${name}`,
    empty: 'אין משתמשים מתאימים',
  },
} as const;

type Look = { width: 1366 | 375; language: Language };
const tag = ({ width, language }: Look) => `${width}-${language}`;
// both widths and both languages, each once (the screen audits open it in each language at both widths)
const looks: Look[] = [
  { width: 1366, language: 'en' },
  { width: 375, language: 'he' },
];

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function findPerson(page: Page, look: Look, email: string): Promise<Locator> {
  const w = words[look.language];
  await page.goto(`${t.app.url}/users`);
  const box = page.getByRole('searchbox', { name: w.search });
  await box.waitFor({ timeout: 15_000 });
  await box.fill(email.split('@')[0]!.toUpperCase());
  await box.press('Enter');
  await expect.poll(() => page.url()).toContain('/users?q=');
  return page.getByRole('article');
}

describe('the users screen in a browser', () => {
  it.each(looks.map((look) => [tag(look), look] as const))('finds a person, edits credits, adds 3 months of Pro and opens extra info (%s)', async (_, look) => {
    const w = words[look.language];
    const person = await t.signUp({ email: `pat-${tag(look)}@users-e2e.test`, first_name: 'Pat', last_name: `Levi ${look.width}`, lookingforwork: false });
    await postJob(t, person.token, { title: `Data engineer ${tag(look)}` });
    const name = `Pat Levi ${look.width}`;
    const { context, page } = await personPage(browser, { ...look, token: admin.token }, pageErrors);
    const cards = await findPerson(page, look, person.email);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');
    // the list before the search may still show a moment: wait for the search's own answer
    await expect.poll(() => cards.count()).toBe(1);
    const card = page.getByRole('article', { name: w.card(name) });
    await card.waitFor();

    // edit the contact credits from the keyboard: the card says it changed until saved
    const contacts = card.getByLabel(w.contacts);
    await contacts.focus();
    await contacts.fill('7');
    await card.getByText(w.changed).waitFor();
    await screenshot(page, `users-admin-changed-${tag(look)}`);
    await contacts.press('Enter');
    await page.getByText(w.saved).waitFor();
    await expect.poll(() => card.getByText(w.changed).count()).toBe(0);
    expect(await contacts.inputValue()).toBe('7');

    // +3 months: Pro until three months from now, with the first month's credits
    await card.getByRole('button', { name: w.addThree }).click();
    await expect.poll(() => card.getByLabel(w.proUntil).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => contacts.inputValue()).toBe('17');
    const end = new Date(`${await card.getByLabel(w.proUntil).inputValue()}T12:00:00Z`);
    const months = (end.getUTCFullYear() - new Date().getUTCFullYear()) * 12 + end.getUTCMonth() - new Date().getUTCMonth();
    expect(months).toBe(3);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `users-admin-card-${tag(look)}`);
    await audit(page, `users screen, ${tag(look)}`);

    // extra info, full screen: the counts, then the table of active jobs
    await card.getByRole('button', { name: w.extraInfo }).click();
    const dialog = page.getByRole('dialog', { name: w.extraTitle(name) });
    await dialog.waitFor();
    const activeJobs = dialog.getByRole('button', { name: new RegExp(w.activeJobs) });
    await expect.poll(() => activeJobs.innerText()).toMatch(/^1\s/);
    await activeJobs.focus();
    await page.keyboard.press('Enter');
    const table = dialog.getByRole('table', { name: w.activeJobs });
    await table.getByText(`Data engineer ${tag(look)}`).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `users-admin-extra-${tag(look)}`);
    await audit(page, `users screen, extra info, ${tag(look)}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens a person at /users/{id}, and says so when nobody matches', async () => {
    const person = await t.signUp({ email: 'direct@users-e2e.test', first_name: 'Dana', last_name: 'Direct' });
    const look: Look = { width: 1366, language: 'en' };
    const { context, page } = await personPage(browser, { ...look, token: admin.token }, pageErrors);
    await page.goto(`${t.app.url}/users/${person.userId}`);
    const card = page.getByRole('article', { name: words.en.card('Dana Direct') });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain('direct@users-e2e.test');
    await page.goto(`${t.app.url}/users?q=nobody-here-at-all`);
    await page.getByText(words.en.empty).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await screenshot(page, 'users-admin-empty-1366-en');
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
