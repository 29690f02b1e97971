import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { HtmlTemplate } from '../../contracts/backoffice/templates/template';
import { registerAdmin } from '../support/register-admin';
import { DEMO_PASSWORD, demoAccounts } from '../../ops/tools/seed/seed';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The demo admin creates a talent newsletter at /templates and takes it from draft through a test
// and Ready To Activate to active; edits a product mail's subject, which the next such mail carries;
// then the list and the editor in English and Hebrew at 375 and 1366 px, with the guard against
// leaving unsaved changes.
let t: TestApp;
let browser: Browser;
let admin: { token: string; email: string };
const pageErrors: string[] = [];
const reports: string[] = [];
const audit = auditInto(reports);

beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  const demo = demoAccounts.find((a) => a.role === 'admin')!;
  await registerAdmin(t, { email: demo.email, first_name: demo.first_name, last_name: demo.last_name, password: DEMO_PASSWORD }, 'demo');
  admin = { token: (await t.call<{ token: string }>('login', { email: demo.email, password: DEMO_PASSWORD })).body.token, email: demo.email };
  await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['reviewers@jobswipe.test'] }, admin.token);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const templateOf = async (id: string) => (await t.call<{ template: HtmlTemplate }>('getHtmlTemplateVersions', { template: id }, admin.token)).body.template;

async function notice(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('email templates', () => {
  it('take a newsletter from draft through test and ready to active, and a product mail’s new subject into the next mail', { timeout: 300_000 }, async () => {
    const { page, context } = await personPage(browser, { width: 1366, language: 'en', token: admin.token }, pageErrors);
    try {
      await page.goto(`${t.app.url}/templates`);
      await page.getByRole('heading', { name: 'Email templates', level: 1 }).waitFor();
      await page.getByRole('link', { name: /^reset-password/ }).first().waitFor();
      await screenshot(page, 'templates-list-en-1366');
      await audit(page, 'list en 1366');

      // a new newsletter
      await page.getByRole('button', { name: 'New template' }).click();
      const create = page.getByRole('dialog', { name: 'New template' });
      await create.getByRole('textbox', { name: 'Name' }).fill('welcome-letter');
      await screenshot(page, 'templates-create-en-1366');
      await create.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/templates\/welcome-letter$/);
      await page.getByRole('heading', { name: 'welcome-letter' }).waitFor();
      await page.getByRole('textbox', { name: 'Subject' }).fill('Welcome to {{product}}, {{firstName}}');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notice(page, 'Saved');
      await page.getByText('Version 2', { exact: true }).waitFor();
      await screenshot(page, 'templates-editor-en-1366');
      await audit(page, 'editor en 1366');

      // a test to the admin, the ready mail to the reviewers, then activation
      await page.getByRole('button', { name: 'Send test' }).click();
      await notice(page, 'Email Sent');
      expect((await t.mailsTo(admin.email))[0]?.subject).toBe('[Test] Welcome to JobHunt, Dana');
      await page.getByRole('button', { name: 'Ready To Activate' }).click();
      await page.getByRole('button', { name: 'Activate', exact: true }).and(page.locator(':not([disabled])')).waitFor();
      expect((await t.mailsTo('reviewers@jobswipe.test'))[0]?.subject).toBe('[Ready] Welcome to JobHunt, Dana');
      await page.getByRole('button', { name: 'Activate', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Activate this newsletter?' });
      await ask.waitFor();
      await screenshot(page, 'templates-activate-en-1366');
      await ask.getByRole('button', { name: 'Activate' }).click();
      await notice(page, 'Activated');
      await page.getByText('Sent from version 2').waitFor();
      await screenshot(page, 'templates-active-en-1366');
      expect(await templateOf('welcome-letter')).toMatchObject({ active: true, activeVersion: 2, sentTest: true, clickedReady: true });

      // a product mail's subject, then the next such mail
      await page.goto(`${t.app.url}/templates/reset-password.en`);
      await page.getByRole('heading', { name: 'reset-password' }).waitFor();
      await page.getByRole('textbox', { name: 'Subject' }).fill('Pick a new {{siteName}} password');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notice(page, 'Saved');
      await page.getByRole('button', { name: "Reset to the product's default" }).waitFor();
      await screenshot(page, 'templates-product-en-1366');
      const person = await t.signUp();
      expect((await t.call('resetPassword', { email: person.email, captchaToken: '' })).status).toBe(200);
      const mails = await t.mailsTo(person.email, 2);
      expect(mails.map((m) => m.subject)).toContain('Pick a new JobSwipe password');
    } catch (error) {
      await screenshot(page, 'templates-failed-en-1366');
      throw error;
    }
    await context.close();
  });

  it('show the list and the editor in English and Hebrew at 375 and 1366 px, and ask before leaving unsaved changes', { timeout: 400_000 }, async () => {
    const words = {
      en: { title: 'Email templates', subject: 'Subject', back: 'All templates', leave: 'Leave without saving?', stay: 'Stay', preview: 'Preview', edit: 'Edit' },
      he: { title: 'תבניות מייל', subject: 'נושא', back: 'כל התבניות', leave: 'לצאת בלי לשמור?', stay: 'הישארות', preview: 'תצוגה מקדימה', edit: 'עריכה' },
    } as const;
    const looks: [Language, number][] = [
      ['en', 375],
      ['he', 1366],
      ['he', 375],
    ];
    for (const [language, width] of looks) {
      const name = `${language}-${width}`;
      const w = words[language];
      const { page, context } = await personPage(browser, { width, language, token: admin.token }, pageErrors);
      try {
        await page.goto(`${t.app.url}/templates`);
        await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
        if (language === 'he') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await screenshot(page, `templates-list-${name}`);
        await audit(page, `list ${name}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        await page.goto(`${t.app.url}/templates/match.he`);
        await page.getByRole('heading', { name: 'match' }).waitFor();
        await page.frameLocator('iframe').getByText('יש התאמה!').waitFor();
        await screenshot(page, `templates-editor-${name}`);
        await audit(page, `editor ${name}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.getByRole('button', { name: w.preview, exact: true }).click();
        await screenshot(page, `templates-preview-${name}`);
        await page.getByRole('button', { name: w.edit, exact: true }).click();

        // unsaved: leaving asks first
        await page.getByRole('textbox', { name: w.subject }).fill('שינוי שלא נשמר');
        await page.getByRole('link', { name: w.back }).click();
        const leave = page.getByRole('dialog', { name: w.leave });
        await leave.waitFor();
        await screenshot(page, `templates-leave-${name}`);
        await leave.getByRole('button', { name: w.stay }).click();
        expect(page.url()).toMatch(/\/templates\/match\.he$/);
      } catch (error) {
        await screenshot(page, `templates-failed-${name}`);
        throw error;
      }
      await context.close();
    }
    // the test's own start script (it signs the browser in) runs in the preview's sandboxed frame
    // too, where storage is refused: that is the sandbox working, not the page failing
    expect(pageErrors.filter((e) => !e.includes('The document is sandboxed'))).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
