import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { coachingCast, type Person } from '../coaching/journey/journey-support';
import type { TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A visitor sends the intake questionnaire at /questionnaire; a customer-success manager finds it at
// /questionnaires, marks it contacted, gives it a status and opens its answers. English and Hebrew,
// a wide screen and a phone.

let t: TestApp;
let csm: Person;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  ({ t, coach: csm } = await coachingCast({ RATE_LIMIT_SCALE: '0' }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { formTitle: 'Tell us about your job search', fullName: 'Full name', email: 'Email', phone: 'Phone', city: 'City', send: 'Send', sent: 'Thank you! We will be in touch soon', title: 'Questionnaires', search: 'Search', contacted: (n: string) => `${n} was contacted`, status: (n: string) => `Status of ${n}`, open: (n: string) => `Open ${n}`, details: (n: string) => `Questionnaire: ${n}`, close: 'Close' },
  he: { formTitle: 'ספרו לנו על חיפוש העבודה', fullName: 'שם מלא', email: 'אימייל', phone: 'טלפון', city: 'עיר', send: 'שליחה', sent: 'תודה! ניצור קשר בקרוב', title: 'שאלונים', search: 'חיפוש', contacted: (n: string) => `נוצר קשר עם ${n}`, status: (n: string) => `הסטטוס של ${n}`, open: (n: string) => `פתיחת ${n}`, details: (n: string) => `שאלון: ${n}`, close: 'סגירה' },
} as const;



describe('the intake questionnaire in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('a visitor sends it, staff mark it contacted, set its status and open it (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Ronit Form ${tag(look)}`;
    const visitor = await personPage(browser, look, pageErrors);
    await visitor.page.goto(`${t.app.url}/questionnaire`);
    await visitor.page.getByRole('heading', { name: w.formTitle }).waitFor({ timeout: 15_000 });
    await visitor.page.getByLabel(w.fullName, { exact: false }).first().fill(name);
    await visitor.page.getByRole('textbox', { name: w.email }).fill(`ronit-${tag(look)}@form.test`);
    await visitor.page.getByRole('textbox', { name: w.phone }).fill('054-1234567');
    await visitor.page.getByRole('textbox', { name: w.city, exact: true }).fill('Haifa');
    expect(await noSidewaysScroll(visitor.page)).toBeLessThanOrEqual(0);
    await screenshot(visitor.page, `questionnaire-form-${tag(look)}`);
    await audit(visitor.page, `questionnaire form, ${tag(look)}`);
    await visitor.page.getByRole('button', { name: w.send }).click();
    await visitor.page.getByText(w.sent).waitFor();
    await visitor.context.close();

    const { context, page } = await personPage(browser, { ...look, token: csm.token }, pageErrors);
    await page.goto(`${t.app.url}/questionnaires`);
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: w.search }).fill(name);
    const table = page.getByRole('table', { name: w.title });
    await table.getByRole('button', { name: w.open(name) }).waitFor();
    await expect.poll(() => table.getByRole('button', { name: w.open(name) }).count()).toBe(1);
    // the box shows what the server kept: it turns once the answer is back
    await table.getByRole('checkbox', { name: w.contacted(name) }).click();
    await expect.poll(() => table.getByRole('checkbox', { name: w.contacted(name) }).isChecked()).toBe(true);
    await table.getByRole('combobox', { name: w.status(name) }).click();
    await page.getByRole('option', { name: 'meeting scheduled' }).click();
    await expect.poll(() => table.getByRole('combobox', { name: w.status(name) }).innerText()).toBe('meeting scheduled');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `questionnaires-table-${tag(look)}`);
    await audit(page, `questionnaires table, ${tag(look)}`);

    await table.getByRole('button', { name: w.open(name) }).click();
    const dialog = page.getByRole('dialog', { name: w.details(name) });
    await dialog.getByText('Haifa').waitFor();
    await screenshot(page, `questionnaires-details-${tag(look)}`);
    await audit(page, `questionnaire details, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
