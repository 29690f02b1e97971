import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ProductSettings } from '../../contracts/backoffice/settings/settings';
import { registerAdmin } from '../support/register-admin';
import { DEMO_PASSWORD, demoAccounts } from '../../ops/tools/seed/seed';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The demo admin renames the coaching brand and adds a publish time on /jssettings, in English and
// Hebrew, on a desktop and a phone; each save shows as saved, and the product uses it at once.
let t: TestApp;
let browser: Browser;
let token: string;
const pageErrors: string[] = [];
// what axe finds on the screen (WCAG 2.1 A and AA), each look before and after its save
const reports: string[] = [];
const audit = auditInto(reports);
const demoAdmin = demoAccounts.find((a) => a.role === 'admin')!;

beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  await registerAdmin(t, { email: demoAdmin.email, first_name: demoAdmin.first_name, last_name: demoAdmin.last_name, password: DEMO_PASSWORD }, 'demo');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { remove: (time: string) => `Remove ${time}`, brand: 'Coaching brand name', times: 'Publish times', addTime: 'Time to add', add: 'Add', save: 'Save changes', confirm: 'Save these changes?', confirmSave: 'Save', saved: 'No changes to save', changedBy: /Changed by Maya Admin on/, history: 'History of changes' },
  he: { remove: (time: string) => `הסרת ${time}`, brand: 'שם מותג הליווי', times: 'שעות פרסום', addTime: 'שעה להוספה', add: 'הוספה', save: 'שמירת השינויים', confirm: 'לשמור את השינויים?', confirmSave: 'שמירה', saved: 'אין שינויים לשמירה', changedBy: /שונה על ידי Maya Admin/, history: 'היסטוריית השינויים' },
} as const;

// Rename the brand and add a time, confirm, and see both saved on the screen.
async function changeAndSave(page: Page, language: Language, brand: string, time: string, name: string, dropTime?: string) {
  try {
    await changeAndSaveSteps(page, language, brand, time, name, dropTime);
  } catch (error) {
    await screenshot(page, `product-settings-failed-${name}`);
    throw error;
  }
}

async function changeAndSaveSteps(page: Page, language: Language, brand: string, time: string, name: string, dropTime?: string) {
  const w = words[language];
  const brandField = page.getByRole('textbox', { name: w.brand });
  await brandField.fill(brand);
  const times = page.getByRole('region', { name: w.times });
  await times.getByLabel(w.addTime).fill(time);
  await times.getByRole('button', { name: w.add, exact: true }).click();
  await times.getByRole('listitem').filter({ hasText: time }).waitFor();
  // at most 12 times: the one an earlier round added goes
  if (dropTime) await times.getByRole('button', { name: words[language].remove(dropTime) }).click();
  await page.getByRole('button', { name: w.save }).click();
  const dialog = page.getByRole('dialog', { name: w.confirm });
  await dialog.getByText(brand).waitFor();
  await screenshot(page, `product-settings-confirm-${name}`);
  await dialog.getByRole('button', { name: w.confirmSave, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('status').filter({ hasText: w.saved }).waitFor();
  await page.getByRole('region', { name: w.brand }).getByText(w.changedBy).waitFor();
  await page.getByRole('region', { name: w.history }).getByText(brand, { exact: false }).first().waitFor();
  expect(await brandField.inputValue()).toBe(brand);
  await screenshot(page, `product-settings-saved-${name}`);
}

describe('the product settings screen', () => {
  it('lets the demo admin sign in and change the brand name and a publish time, saved, in English and Hebrew at 1366 and 375 px', async () => {
    // signed out: the screen asks to sign in, and the demo admin does
    const { page } = await personPage(browser, { width: 1366, language: 'en' }, pageErrors);
    await page.goto(`${t.app.url}/jssettings`);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('Email').fill(demoAdmin.email);
    await signIn.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Product settings', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Coaching brand name' }).waitFor();
    await screenshot(page, 'product-settings-en-1366');
    await audit(page, 'en 1366');
    await changeAndSave(page, 'en', 'Career Up', '16:30', 'en-1366');
    token = await page.evaluate(() => (JSON.parse(localStorage.getItem('jobswipe.token') ?? '{}') as { token: string }).token);

    const looks: [Language, number, string, string, string][] = [
      ['he', 375, 'קריירה אפ נייד', '18:45', '16:30'],
    ];
    for (const [language, width, brand, time, dropTime] of looks) {
      const { page: other } = await personPage(browser, { width, language, token }, pageErrors);
      await other.goto(`${t.app.url}/jssettings`);
      await other.getByRole('textbox', { name: words[language].brand }).waitFor();
      if (language === 'he') expect(await other.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(other, `product-settings-${language}-${width}`);
      await audit(other, `${language} ${width}`);
      await changeAndSave(other, language, brand, time, `${language}-${width}`, dropTime);
      await audit(other, `${language} ${width}, saved`);
      // nothing wider than the screen
      expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    const saved = (await t.call<ProductSettings>('getProductSettings', {}, token)).body;
    expect(saved.settings.brandName.value).toBe('קריירה אפ נייד');
    expect(saved.settings.publishTimes.value).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '18:45']);
    // the product says the new name at once; the screens keep their addresses
    expect((await t.call('getJourneyBrand', {})).body).toEqual({ product: 'קריירה אפ נייד' });
    expect((await fetch(`${t.app.url}/jobhunt-publishes`)).status).toBe(200);
    expect(pageErrors).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
