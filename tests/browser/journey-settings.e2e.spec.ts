import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { JourneySettings } from '../../contracts/backoffice/journey-settings/lists';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, openAs, screenshot, type Language } from './support/browser';

// The brand's admin (jhadmin@demo) adds a journey status at /jobhunt-settings, finds a client on
// /jobhunt-users by a filter, opens their journey and sees the new status among its choices; in
// English and Hebrew, on a desktop and a phone, with axe on every screen.
let t: TestApp;
let browser: Browser;
let jhAdmin: Person;
let omer: Person;
const pageErrors: string[] = [];
const reports: string[] = [];
const audit = auditInto(reports);

beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  const admin = await signInAdmin(t);
  const signedUp = await t.signUp({ email: 'jhadmin@demo.jobswipe.local', first_name: 'Dana', last_name: 'Mizrahi' });
  const set = await t.call('setAdminUserData', { userId: signedUp.userId, data: { isJHAdmin: true } }, admin.token);
  expect(set.status).toBe(200);
  jhAdmin = signedUp;
  await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Levi' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Cohen' });
  expect((await t.call('changePersonalJourneyStatus', { userId: omer.userId, status: 'published' }, jhAdmin.token)).status).toBe(200);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { title: 'JobHunt settings', statuses: 'Journey statuses', add: 'Add to Journey statuses', addButton: 'Add', save: 'Save', changedBy: /Changed by Dana Mizrahi on/, users: 'JobHunt users', status: 'Status', card: /Omer Cohen/, journeyStatus: 'Status', published: 'published', count: '1 user' },
  he: { title: 'הגדרות JobHunt', statuses: 'סטטוסים של המסע', add: 'הוספה לסטטוסים של המסע', addButton: 'הוספה', save: 'שמירה', changedBy: /שונה על ידי Dana Mizrahi/, users: 'משתמשי JobHunt', status: 'סטטוס', card: /Omer Cohen/, journeyStatus: 'סטטוס', published: 'פורסם', count: 'משתמש אחד' },
} as const;

async function addStatus(page: Page, language: Language, status: string, name: string) {
  const w = words[language];
  await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
  const statuses = page.getByRole('region', { name: w.statuses });
  await statuses.getByRole('textbox', { name: w.add }).fill(status);
  await statuses.getByRole('button', { name: w.addButton, exact: true }).click();
  await statuses.getByRole('listitem').filter({ hasText: status }).waitFor();
  await statuses.getByRole('button', { name: w.save, exact: true }).click();
  await statuses.getByText(w.changedBy).waitFor();
  await statuses.getByRole('button', { name: w.save, exact: true }).and(page.locator('[disabled]')).waitFor();
  await screenshot(page, `journey-settings-saved-${name}`);
}

async function findAndOpen(page: Page, language: Language, status: string, name: string) {
  const w = words[language];
  await page.getByRole('heading', { name: w.users, level: 1 }).waitFor();
  await page.getByRole('combobox', { name: w.status }).click();
  await page.getByRole('option', { name: 'published', exact: true }).click();
  await page.getByRole('status').filter({ hasText: w.count }).waitFor();
  await screenshot(page, `journey-users-filtered-${name}`);
  await audit(page, `users ${name}`);
  await page.getByRole('button', { name: w.card }).click();
  await page.waitForURL(/\/personal-journey\?userId=/);
  // the users page stays on screen until the journey's screen has loaded, and its status filter,
  // showing the status just picked, has the same name as the journey's status: wait for it to go
  await page.getByRole('heading', { name: w.users, level: 1 }).waitFor({ state: 'detached' });
  const statusSelect = page.getByRole('combobox', { name: w.journeyStatus, exact: true }).first();
  // the journey's own status shows once its data is in
  await statusSelect.filter({ hasText: w.published }).waitFor();
  await statusSelect.click();
  const choices = page.getByRole('listbox');
  await choices.getByRole('option', { name: w.published, exact: true }).waitFor();
  const offered = await choices.getByRole('option').allInnerTexts();
  expect(offered).toContain(status);
  await screenshot(page, `journey-status-choices-${name}`);
  await page.keyboard.press('Escape');
}

const looks: [Language, number, string][] = [
  ['en', 1366, 'on hold'],
  ['he', 375, 'מושהה'],
];

describe('the journey settings and the users list', () => {
  // one look each, in turn: each adds its own status to the ones before
  for (const [language, width, status] of looks)
    it(`let the brand admin add a status, find a client by a filter and see the status among the client's choices (${language}, ${width} px)`, async () => {
      const name = `${language}-${width}`;
      const settings = await openAs(browser, `${t.app.url}/jobhunt-settings`, { width, language, token: jhAdmin.token }, pageErrors);
      try {
        await settings.getByRole('region', { name: words[language].statuses }).waitFor();
        if (language === 'he') expect(await settings.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await screenshot(settings, `journey-settings-${name}`);
        await audit(settings, `settings ${name}`);
        await addStatus(settings, language, status, name);
        expect(await settings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await settings.goto(`${t.app.url}/jobhunt-users`);
        await findAndOpen(settings, language, status, name);
        expect(await settings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } catch (error) {
        await screenshot(settings, `journey-settings-failed-${name}`);
        throw error;
      } finally {
        await settings.context().close();
      }
    });

  it('kept every status added, and saw no page error and no accessibility issue', async () => {
    const saved = (await t.call<JourneySettings>('getJourneySettings', {}, jhAdmin.token)).body;
    expect(saved.lists.statuses.value.slice(-looks.length)).toEqual(looks.map(([, , status]) => status));
    expect(pageErrors).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
