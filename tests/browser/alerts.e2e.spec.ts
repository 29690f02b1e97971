import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sendAlertMails } from '../../ops/marketplace/alerts/alert-sender';
import { searchPath } from '../../web/src/shared/search-slug';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A seeker keeps a search as an alert from the banner above the jobs, finds it on the alerts page,
// reads its first mail (the jobs posted since) in the outbox, and unsubscribes by the mail's link,
// landing with 'Unsubscribed': in English and Hebrew, on a wide screen and on a phone.

const START = Date.parse('2026-12-01T08:00:00.000Z');
const DAY = 86_400_000;
let ahead = 0;
let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(START + ahead) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: {
    banner: 'Get new jobs for this search by email', toggle: 'Email alert for this search', on: 'Alert on', created: 'Alert created: we will email you new matches',
    alerts: 'Alerts', frequency: 'How often', daily: 'Daily', outbox: 'Outbox', subject: 'New jobs for QA · Tel Aviv', headers: 'Headers', unsubscribed: 'Unsubscribed', confirmYes: 'Unsubscribe',
    frame: (subject: string) => `The mail “${subject}”`, delete: 'Delete the alert QA · Tel Aviv', title: 'QA · Tel Aviv',
  },
  he: {
    banner: 'לקבל במייל משרות חדשות לחיפוש הזה', toggle: 'התראה במייל לחיפוש הזה', on: 'ההתראה פעילה', created: 'ההתראה נוצרה: נשלח לך במייל התאמות חדשות',
    alerts: 'התראות', frequency: 'תדירות', daily: 'יומית', outbox: 'דואר יוצא', subject: 'משרות חדשות עבור QA · תל אביב', headers: 'כותרות', unsubscribed: 'הוסרת מרשימת התפוצה', confirmYes: 'הסרה מהרשימה',
    frame: (subject: string) => `המייל „${subject}”`, delete: 'מחיקת ההתראה QA · תל אביב', title: 'QA · תל אביב',
  },
} as const;

describe('alerts in a browser', () => {
  it.each(flowLooks.map((look, i) => [tag(look), look, i] as const))('creates an alert on a search, reads its mail in the outbox and unsubscribes by its link (%s)', async (_, look, i) => {
    const w = words[look.language];
    ahead = i * 3 * DAY;
    const seeker = await t.signUp({ first_name: 'Dana' });
    if (look.language === 'he') expect((await t.call('setMailPreferences', { language: 'he' }, seeker.token)).status).toBe(200);
    const { context, page } = await personPage(browser, { ...look, token: seeker.token }, pageErrors);

    // the banner above a search, and its switch
    await page.goto(`${t.app.url}${searchPath('jobs', { query: 'QA', placeIndex: 1 })}`);
    const banner = page.getByRole('complementary', { name: w.banner });
    await banner.waitFor({ timeout: 30_000 });
    const toggle = banner.getByRole('switch', { name: w.toggle });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await page.getByText(w.created).first().waitFor();
    await banner.getByText(w.on).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `alerts-banner-${tag(look)}`);
    await audit(page, `jobs with the alert banner, ${tag(look)}`);

    // the alerts page lists it with its frequency
    await page.goto(`${t.app.url}/notifications`);
    await page.getByRole('heading', { name: w.alerts, level: 1 }).waitFor();
    await page.getByRole('link', { name: w.title }).waitFor();
    expect(await page.getByRole('combobox', { name: w.frequency }).innerText()).toBe(w.daily);
    expect(await page.getByRole('button', { name: w.delete }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `alerts-page-${tag(look)}`);
    await audit(page, `alerts page, ${tag(look)}`);

    // a job posted later that day; the next morning's run mails it
    const recruiter = await t.signUp({ lookingforwork: false });
    ahead += 3_600_000;
    expect((await t.call('createNewJob', { jobInfo: validJob({ title: `QA Engineer ${tag(look)}` }) }, recruiter.token)).status).toBe(200);
    ahead += DAY - 3 * 3_600_000;
    await sendAlertMails(t.app.deps, ['daily'], new Date(START + ahead));

    // the outbox: the mail as sent, its text and its headers
    await page.goto(`${t.app.url}/outbox?to=${encodeURIComponent(seeker.email)}`);
    await page.getByRole('heading', { name: w.outbox, level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(w.subject) }).click();
    const frame = page.frameLocator(`iframe[title="${w.frame(w.subject)}"]`);
    await frame.getByText(`QA Engineer ${tag(look)}`).waitFor();
    expect(await frame.locator('html').getAttribute('dir')).toBe(look.language === 'he' ? 'rtl' : 'ltr');
    await screenshot(page, `alerts-outbox-${tag(look)}`);
    await audit(page, `outbox, ${tag(look)}`);
    await page.getByRole('tab', { name: w.headers }).click();
    const header = await page.getByText(/unsubscribe\?email=/).first().innerText();
    const link = new URL(/<(.+)>/.exec(header)![1]!);

    // the mail's unsubscribe link asks first, then acts on the server and says 'Unsubscribed'
    await page.goto(`${t.app.url}${link.pathname}${link.search}`);
    await page.getByRole('dialog').getByRole('button', { name: w.confirmYes }).click();
    await page.getByRole('dialog').getByText(w.unsubscribed, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await screenshot(page, `alerts-unsubscribed-${tag(look)}`);
    await page.keyboard.press('Escape');
    await page.goto(`${t.app.url}/notifications`);
    await page.getByRole('heading', { name: w.alerts, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: w.title }).count()).toBe(0);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
