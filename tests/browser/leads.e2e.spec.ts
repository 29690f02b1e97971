import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { coachingCast, type Person } from '../coaching/journey/journey-support';
import type { TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A customer-success manager on the leads screen: adds a lead whose meeting was cancelled and sees
// its status, follow-up and reminder filled, edits it, exports the CSV (and reads the file), then
// deletes it after 'Are you sure?', in English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let csm: Person;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  ({ t, coach: csm } = await coachingCast());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: {
    title: 'Leads', add: 'Add Lead', addTitle: 'Add Lead', editTitle: 'Edit Lead', deleteTitle: 'Delete Lead', name: 'Name', phone: 'Phone', channel: 'Communication channel',
    cancellation: 'Meeting cancellation', status: 'Status', followUp: 'Follow-up needed', reminder: 'Follow-up reminder (Israel time)', summary: 'Summary', save: 'Save',
    saved: 'The lead is saved', deleted: 'The lead is deleted', sure: 'Are you sure?', yes: 'Yes', search: 'Search', exportCsv: 'Export CSV', nextFollowUp: 'Next follow-up', calendar: 'Add to calendar',
    edit: (name: string) => `Edit ${name}`, remove: (name: string) => `Delete ${name}`, whatsApp: (phone: string) => `WhatsApp ${phone}`,
  },
  he: {
    title: 'לידים', add: 'הוספת ליד', addTitle: 'הוספת ליד', editTitle: 'עריכת ליד', deleteTitle: 'מחיקת ליד', name: 'שם', phone: 'טלפון', channel: 'ערוץ קשר',
    cancellation: 'ביטול פגישה', status: 'סטטוס', followUp: 'נדרש מעקב', reminder: 'תזכורת למעקב (שעון ישראל)', summary: 'סיכום', save: 'שמירה',
    saved: 'הליד נשמר', deleted: 'הליד נמחק', sure: 'בטוח?', yes: 'כן', search: 'חיפוש', exportCsv: 'ייצוא ל-CSV', nextFollowUp: 'המעקב הבא', calendar: 'הוספה ליומן',
    edit: (name: string) => `עריכת ${name}`, remove: (name: string) => `מחיקת ${name}`, whatsApp: (phone: string) => `WhatsApp אל ${phone}`,
  },
} as const;



describe('the leads screen in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('adds a cancelled meeting, edits it, exports the CSV and deletes it (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Maya Lead ${tag(look)}`;
    const { context, page } = await personPage(browser, { ...look, token: csm.token }, pageErrors);
    await page.goto(`${t.app.url}/leads`);
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');

    // add: choosing 'Meeting cancellation' fills the status, the follow-up and the reminder
    await page.getByRole('button', { name: w.add }).click();
    const dialog = page.getByRole('dialog', { name: w.addTitle });
    await dialog.waitFor();
    await dialog.getByLabel(w.name, { exact: true }).fill(name);
    await dialog.getByLabel(w.phone, { exact: true }).fill('050-1234567');
    await dialog.getByRole('combobox', { name: w.channel }).click();
    await page.getByRole('option', { name: w.cancellation }).click();
    await expect.poll(() => dialog.getByRole('combobox', { name: w.status }).innerText()).toBe('follow up');
    expect(await dialog.getByRole('checkbox', { name: w.followUp }).isChecked()).toBe(true);
    expect(await dialog.getByLabel(w.reminder).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByRole('group', { name: w.calendar }).waitFor();
    await screenshot(page, `leads-add-${tag(look)}`);
    await audit(page, `lead dialog, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.save }).click();
    await page.getByText(w.saved).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // the row, found by the search: its status, and the phone's WhatsApp link
    await page.getByRole('searchbox', { name: w.search }).fill(name);
    const table = page.getByRole('table', { name: w.title });
    await table.getByRole('button', { name: w.edit(name) }).first().waitFor();
    // only this lead: one row
    await expect.poll(() => table.getByRole('button', { name: w.edit(name) }).count()).toBe(1);
    await table.getByText('follow up').first().waitFor();
    expect(await table.getByRole('link', { name: w.whatsApp('050-1234567') }).getAttribute('href')).toBe('https://wa.me/972501234567');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `leads-table-${tag(look)}`);
    await audit(page, `leads table, ${tag(look)}`);

    // edit: the summary, saved from the keyboard's reach
    await table.getByRole('button', { name: w.edit(name) }).first().click();
    const editing = page.getByRole('dialog', { name: w.editTitle });
    await editing.getByLabel(w.summary, { exact: true }).fill('Cancelled the intro meeting\nCall back in the morning');
    await editing.getByRole('button', { name: w.save }).click();
    await editing.waitFor({ state: 'hidden' });
    await table.getByText('Cancelled the intro meeting').waitFor();

    // the CSV of what the table keeps
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    // the file's headers are the screen's, in its language
    expect(csv[0]).toContain(`"${w.nextFollowUp}"`);
    expect(csv.filter((line) => line.includes(`"${name}"`))).toHaveLength(1);
    expect(csv.find((line) => line.includes(`"${name}"`))).toContain('"Meeting cancellation"');

    // delete, after 'Are you sure?'
    await table.getByRole('button', { name: w.remove(name) }).first().click();
    const deleting = page.getByRole('dialog', { name: w.deleteTitle });
    await deleting.getByText(w.sure).waitFor();
    await screenshot(page, `leads-delete-${tag(look)}`);
    await deleting.getByRole('button', { name: w.yes }).click();
    await deleting.waitFor({ state: 'hidden', timeout: 30_000 }).catch(async (error: unknown) => {
      await screenshot(page, `leads-delete-failed-${tag(look)}`);
      throw error;
    });
    await page.getByText(w.deleted).first().waitFor();
    await expect.poll(() => page.getByRole('table', { name: w.title }).count()).toBe(0);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
