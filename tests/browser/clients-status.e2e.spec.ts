import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { openJourney } from '../backoffice/clients-status/clients-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// The client admin on the clients status screen: filters the clients by status and plan, opens a
// client's history, edits their amount; in English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let coach: Person;
let cadmin: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

const words = {
  en: { title: 'Clients status', status: 'Status', plan: 'Plan', signed: 'signed', pro: 'standard pro', history: (n: string) => `History of ${n}`, edit: (n: string) => `Edit ${n}`, amount: 'Amount', saved: 'Saved', planChange: 'Plan:' },
  he: { title: 'סטטוס לקוחות', status: 'סטטוס', plan: 'תוכנית', signed: 'חתם', pro: 'סטנדרט פרו', history: (n: string) => `ההיסטוריה של ${n}`, edit: (n: string) => `עריכת ${n}`, amount: 'סכום', saved: 'נשמר', planChange: 'תוכנית:' },
} as const;


// a client whose journey the coach opened: a status and a plan
async function clientWith(admin: Person, name: string, status: string, plan: string): Promise<Person> {
  const client = await personWith(t, admin, activeClient, { first_name: name, last_name: 'Client' });
  await openJourney(t, coach.token, client.userId, status, plan);
  return client;
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
  cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true }, { first_name: 'Rina', last_name: 'Katz' });
  for (const look of flowLooks) {
    await clientWith(admin, `Signed${look.width}${look.language}`, 'signed', 'standard pro');
    await clientWith(admin, `Exec${look.width}${look.language}`, 'signed', 'standard executive');
  }
  await clientWith(admin, 'Published', 'published', 'standard pro');
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the clients status screen in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('filters by status and plan, opens a history, edits an amount (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Signed${look.width}${look.language} Client`;
    const { context, page } = await personPage(browser, { ...look, token: cadmin.token }, pageErrors);
    await page.goto(`${t.app.url}/jobhunt-clients-status`);
    const table = page.getByRole('table', { name: w.title });
    await table.getByText('Published Client').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');

    await choose(page, w.status, w.signed);
    await choose(page, w.plan, w.pro);
    await expect.poll(() => page.url()).toContain('plan=standard+pro');
    expect(page.url()).toContain('status=signed');
    await table.getByText(name).waitFor();
    await expect.poll(() => table.getByText('Published Client').count()).toBe(0);
    await expect.poll(() => table.getByText(`Exec${look.width}${look.language} Client`).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `clients-status-filtered-${tag(look)}`);
    await audit(page, `clients status, ${tag(look)}`);

    // the client's history: the coach's changes of their journey
    await page.getByRole('button', { name: w.history(name) }).click();
    const history = page.getByRole('dialog');
    await history.getByText(w.planChange, { exact: false }).first().waitFor();
    await screenshot(page, `clients-status-history-${tag(look)}`);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // the amount, typed and saved from the keyboard
    await page.getByRole('button', { name: w.edit(name) }).click();
    const dialog = page.getByRole('dialog', { name: w.edit(name) });
    const amount = dialog.getByLabel(w.amount);
    await amount.fill('1234.5');
    await screenshot(page, `clients-status-edit-${tag(look)}`);
    await audit(page, `clients status, edit dialog, ${tag(look)}`);
    await amount.press('Enter');
    await page.getByText(w.saved).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('row').filter({ hasText: name }).getByText('1,234.50').waitFor();
    await screenshot(page, `clients-status-saved-${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
