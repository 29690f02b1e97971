import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PaymentLink } from '../../contracts/coaching/payment-link/link';
import { registerAdmin } from '../support/register-admin';
import { demoJourneyAccounts, seedJourneyAccounts } from '../../ops/tools/seed/demo-journeys';
import { DEMO_PASSWORD, demoAccounts } from '../../ops/tools/seed/seed';
import { freePort } from '../support/free-port';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The demo coaching admin (jhadmin@) makes a payment link at /jobhunt-payment, in English and
// Hebrew, on a desktop and a phone: the form the server describes, its rules on the fields, and
// 'Get Link' opening the sandbox checkout in a new tab. One client pays there and becomes a journey
// client; the link shows as paid.
let t: TestApp;
let browser: Browser;
let token: string;
let adminToken: string;
const pageErrors: string[] = [];
const reports: string[] = [];
const audit = auditInto(reports);
const jhAdmin = demoJourneyAccounts.find((a) => a.role === 'jhadmin')!;

beforeAll(async () => {
  // the link's checkout is at PUBLIC_URL: here, the very address the browser uses
  const port = await freePort();
  t = await startTestApp({}, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, PRODUCT_NAME: 'JobHunt' });
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const registered = await registerAdmin(t, { email: admin.email, first_name: admin.first_name, last_name: admin.last_name, password: DEMO_PASSWORD }, 'demo');
  await seedJourneyAccounts(t.app.deps, registered.userId, [jhAdmin], new Map());
  const login = await t.call<{ token: string }>('login', { email: jhAdmin.email, password: DEMO_PASSWORD });
  token = login.body.token;
  adminToken = (await t.call<{ token: string }>('login', { email: admin.email, password: DEMO_PASSWORD })).body.token;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { title: 'Payment link', email: 'Client email', first: 'First name', last: 'Last name', amount: 'Amount (₪)', plan: 'Plan', months: 'Months', getLink: 'Get Link', made: 'The link is ready', amountRule: 'An amount above 0, at most 100,000, with up to 2 decimals', recent: 'Recent links', waiting: 'Waiting for payment', paid: 'Paid', type: 'Transaction type' },
  he: { title: 'קישור לתשלום', email: 'מייל הלקוח', first: 'שם פרטי', last: 'שם משפחה', amount: 'סכום (₪)', plan: 'תוכנית', months: 'חודשים', getLink: 'קבלת קישור', made: 'הקישור מוכן', amountRule: 'סכום גדול מ־0, עד 100,000, עם עד 2 ספרות אחרי הנקודה', recent: 'קישורים אחרונים', waiting: 'ממתין לתשלום', paid: 'שולם', type: 'סוג עסקה' },
} as const;

// Fill the form for a client, see the amount's rule, then get the link: the new tab opens the checkout.
async function makeLink(page: Page, context: BrowserContext, language: Language, client: { email: string; first: string; last: string; amount: string }, name: string): Promise<Page> {
  const w = words[language];
  await page.getByRole('textbox', { name: w.email }).fill(client.email);
  await page.getByRole('textbox', { name: w.first }).fill(client.first);
  await page.getByRole('textbox', { name: w.last }).fill(client.last);
  await page.getByRole('spinbutton', { name: w.amount }).fill('0');
  await page.getByRole('combobox', { name: w.plan }).click();
  await page.getByRole('option', { name: 'standard executive' }).click();
  await page.getByRole('spinbutton', { name: w.months }).fill('6');
  await page.getByRole('button', { name: w.getLink }).click();
  // the rule shows on its field, and no tab opened
  await page.getByText(w.amountRule).waitFor();
  expect(context.pages()).toHaveLength(1);
  await screenshot(page, `payment-link-rule-${name}`);
  await page.getByRole('spinbutton', { name: w.amount }).fill(client.amount);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: w.getLink }).click()]);
  await tab.waitForURL(/\/pay\/sandbox\/link\//);
  await tab.getByText(`${Number(client.amount).toFixed(2)} ILS`).first().waitFor();
  await page.getByRole('status').filter({ hasText: w.made }).waitFor();
  const recent = page.getByRole('region', { name: w.recent });
  await recent.getByText(client.email).waitFor();
  await screenshot(page, `payment-link-made-${name}`);
  return tab;
}

describe('the payment link screen', () => {
  it('lets jhadmin@demo make links in English and Hebrew at 1366 and 375 px; the client pays one in the new tab and becomes a journey client', { timeout: 400_000 }, async () => {
    const looks: [Language, number][] = [
      ['en', 1366],
      ['he', 375],
    ];
    for (const [language, width] of looks) {
      const name = `${language}-${width}`;
      const w = words[language];
      const { page, context } = await personPage(browser, { width, language, token }, pageErrors);
      try {
        await page.goto(`${t.app.url}/jobhunt-payment`);
        await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
        if (language === 'he') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        // the only transaction type, shown and not changeable
        expect(await page.getByRole('combobox', { name: w.type }).getAttribute('aria-disabled')).toBe('true');
        await screenshot(page, `payment-link-${name}`);
        await audit(page, name);
        const client = { email: `client.${language}.${width}@example.com`, first: language === 'he' ? 'נועה' : 'Noa', last: language === 'he' ? 'לוי' : 'Levi', amount: String(1000 + width) };
        const tab = await makeLink(page, context, language, client, name);
        await audit(page, `${name}, made`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (name === 'en-1366') {
          // the client pays in the tab that opened
          await tab.getByLabel('Name on card').fill('Noa Levi');
          await tab.getByLabel('Card number').fill('4242 4242 4242 4242');
          await tab.getByLabel('Expiry (MM/YY)').fill('12/39');
          await tab.getByLabel('CVC').fill('123');
          await tab.getByRole('button', { name: /^Pay / }).click();
          await tab.getByRole('heading', { name: 'Payment received' }).waitFor();
          await screenshot(tab, 'payment-link-paid-checkout');
          await page.reload();
          await page.getByRole('region', { name: w.recent }).getByText(w.paid, { exact: true }).waitFor();
          await screenshot(page, 'payment-link-paid-en-1366');
          const users = (await t.call<{ users: { email: string; isJHUser: boolean; isActiveJHUser: boolean }[] }>('getAdminUserData', { email: client.email }, adminToken)).body;
          expect(users).toMatchObject({ users: [{ email: client.email, isJHUser: true, isActiveJHUser: true }] });
        }
      } catch (error) {
        await screenshot(page, `payment-link-failed-${name}`);
        throw error;
      }
      await context.close();
    }
    const links = (await t.call<{ links: PaymentLink[] }>('getJHPaymentLinkData', {}, token)).body.links;
    expect(links.map((l) => l.status)).toEqual(['created', 'paid']);
    expect(pageErrors).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
