import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { orphanKit } from '../support/orphan-kit';
import { startTestApp, type TestApp } from '../support/test-app';
import * as files from '../uploads/fixtures';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// A visitor with no account finds a job, sends a CV from the apply-without-an-account dialog,
// then sets a password there and finds the application under My Applications.

let t: TestApp;
let browser: Browser;
let cvDir: string;
const kit = orphanKit(() => t);
const pageErrors: string[] = [];
const axeReports: string[] = [];
let recruiter: { token: string; userId: string; email: string };
const titles = { en: 'Orphan Apply Engineer', he: 'Mobile Orphan Engineer' } as const;

// CVs as a person has them on disk: a real PDF, a picture named .pdf, text named .pdf, a PDF over 500 KB
const cv = { pdf: '', pngAsPdf: '', textAsPdf: '', tooBig: '' };

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
  await kit.postJob(recruiter.token, titles.en);
  await kit.postJob(recruiter.token, titles.he);
  cvDir = mkdtempSync(path.join(tmpdir(), 'orphan-cv-'));
  const write = (name: string, bytes: Uint8Array) => {
    const file = path.join(cvDir, name);
    writeFileSync(file, bytes);
    return file;
  };
  cv.pdf = write('Dana Levi CV.pdf', files.pdf);
  cv.pngAsPdf = write('photo.pdf', files.png);
  cv.textAsPdf = write('notes.pdf', Buffer.from('Dana Levi\nBackend engineer, 5 years of Node.js\n'));
  const big = new Uint8Array(512001);
  big.set(files.pdf);
  cv.tooBig = write('big CV.pdf', big);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

type Look = { width: number; language: Language };

const visitor = (look: Look) => personPage(browser, look, pageErrors);
const audit = auditInto(axeReports);

// the way a person attaches a file: the button opens the file picker, a file is picked
async function attach(page: Page, dialog: Locator, chooseFile: string, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: chooseFile }).click()]);
  await chooser.setFiles(file);
}

// the visitor's jobs list, then the job itself
async function openJob(page: Page, title: string) {
  await page.goto(`${t.app.url}/jobs`);
  await page.getByRole('heading', { name: title, level: 3 }).click({ timeout: 15_000 });
  await page.getByRole('heading', { name: title, level: 2 }).waitFor({ timeout: 15_000 });
  return page.getByRole('article');
}

// a required field's name is its label and a '*'
const labelled = (label: string) => new RegExp(`^${label}(\\s\\*)?$`);

const valuesOf = async (dialog: Locator, labels: readonly string[]) => Promise.all(labels.map((label) => dialog.getByLabel(labelled(label)).inputValue()));

// nothing wider than the screen: no sideways scrolling of the page, none inside the open dialog
const overflow = (page: Page) =>
  page.evaluate(() => {
    const paper = document.querySelector('[role="dialog"][aria-labelledby="orphan-apply-title"]');
    if (!paper) return null;
    const box = paper.getBoundingClientRect();
    return { page: document.documentElement.scrollWidth - window.innerWidth, inside: paper.scrollWidth - paper.clientWidth, left: box.left, right: window.innerWidth - box.right };
  });

async function expectFits(page: Page) {
  const o = await overflow(page);
  if (!o) throw new Error('the apply-without-an-account dialog is not open');
  expect(o.page, 'page scrolls sideways').toBeLessThanOrEqual(0);
  expect(o.inside, 'dialog content wider than the dialog').toBeLessThanOrEqual(0);
  expect(o.left, 'dialog past the left edge').toBeGreaterThanOrEqual(0);
  expect(o.right, 'dialog past the right edge').toBeGreaterThanOrEqual(0);
}

// Latin words left in a Hebrew dialog once the file types (and a file name, when shown) are taken out
const untranslated = (text: string, allowed: readonly string[]) =>
  allowed.reduce((rest, word) => rest.split(word).join(' '), text).match(/[A-Za-z]{2,}/g) ?? [];
const hebrewAllowed = (...extra: string[]) => [...extra, 'DOCX', 'DOC', 'PDF', 'KB'];

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

const applicantsWith = async (email: string) => (await kit.applicants(recruiter.token)).filter((item) => item.orphan?.email === email);

describe('applying without an account, as a visitor does it', () => {
  it('sends a PDF from the job, offers a password, and keeps the application under My Applications once the account is made', async () => {
    const { context, page } = await visitor({ width: 1366, language: 'en' });
    const article = await openJob(page, titles.en);
    await screenshot(page, 'orphan-job-detail-1366-en');
    await article.getByRole('button', { name: 'Apply without an account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply without an account' });
    await dialog.waitFor();
    await dialog.getByText('Send your CV to the recruiter. You can create an account afterwards.').waitFor();
    const apply = dialog.getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByLabel(labelled('First name')).fill('Dana');
    await dialog.getByLabel(labelled('Last name')).fill('Levi');
    await dialog.getByLabel(labelled('Email')).fill('Dana.Levi@Example.com');
    // every field but the file: still not enough
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByText('No file chosen').waitFor();
    await attach(page, dialog, 'Choose a file', cv.pdf);
    await dialog.getByText('Dana Levi CV.pdf').waitFor();
    await dialog.getByText('PDF, DOC or DOCX, 500 KB at most').waitFor();
    expect(await apply.isEnabled()).toBe(true);
    await screenshot(page, 'orphan-dialog-filled-1366-en');
    await audit(page, 'apply without an account, filled, en 1366');

    await apply.click();
    const sent = page.getByRole('dialog', { name: 'Your application was sent' });
    await sent.waitFor();
    await sent.getByText('Set a password to create your account: you will follow your applications under My Applications.').waitFor();
    expect(await sent.getByText('You already applied to this job with this email').count()).toBe(0);
    await screenshot(page, 'orphan-dialog-sent-1366-en');
    await audit(page, 'apply without an account, sent, en 1366');
    // the recruiter already has it, with the CV and the email as typed, lowercased
    const [applicant] = await applicantsWith('dana.levi@example.com');
    expect(applicant?.orphan).toMatchObject({ first_name: 'Dana', last_name: 'Levi', resume: { name: 'Dana Levi CV.pdf', size: files.pdf.byteLength } });

    await sent.getByRole('button', { name: 'Set a password' }).click();
    const account = page.getByRole('dialog', { name: 'Create your account' });
    await account.waitFor();
    const create = account.getByRole('button', { name: 'Create account' });
    await account.getByLabel(labelled('Password')).fill('secret123');
    await account.getByLabel(labelled('Confirm password')).fill('secret12');
    await account.getByText('Passwords do not match').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await account.getByLabel(labelled('Confirm password')).fill('secret123');
    expect(await account.getByText('Passwords do not match').count()).toBe(0);
    await screenshot(page, 'orphan-password-1366-en');
    await audit(page, 'create your account, en 1366');
    await create.click();

    await page.getByText('Your account is ready').waitFor();
    await account.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open account menu' }).waitFor();
    // where Apply was, the job now says when the application went out
    await article.getByText(/^Applied \d\d\.\d\d\.\d{4}$/).waitFor({ timeout: 10_000 });
    expect(await article.getByRole('button', { name: 'Apply without an account' }).count()).toBe(0);
    await screenshot(page, 'orphan-signed-in-job-1366-en');

    // a fresh load: still signed in, and the application is the account's
    await page.goto(`${t.app.url}/activity`);
    await page.getByRole('tab', { name: 'My Applications' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titles.en }) });
    await row.waitFor({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/activity\/myApplications$/);
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText(/^Sent \d\d\.\d\d\.\d{4}$/).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'orphan-my-applications-1366-en');
    await audit(page, 'my applications after applying without an account, en 1366');
    const login = await t.call('login', { email: 'dana.levi@example.com', password: 'secret123' });
    expect(login.status).toBe(200);
    await context.close();
  });

  it('keeps the names and email when the file is refused, says why in the dialog, and forgets them once closed', async () => {
    const { context, page } = await visitor({ width: 375, language: 'en' });
    const article = await openJob(page, titles.en);
    await article.getByRole('button', { name: 'Apply without an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply without an account' });
    await dialog.waitFor();
    const labels = ['First name', 'Last name', 'Email'] as const;
    const typed = ['Yoni', 'Bar', 'yoni.bar@example.com'];
    for (const [i, label] of labels.entries()) await dialog.getByLabel(labelled(label)).fill(typed[i]!);
    const apply = dialog.getByRole('button', { name: 'Apply', exact: true });

    // a picture named .pdf gets past the name; the server tells by content, and the dialog says so
    for (const file of [cv.pngAsPdf, cv.textAsPdf]) {
      await attach(page, dialog, 'Choose a file', file);
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await apply.click();
      expect(await dialog.getByRole('alert').textContent()).toBe('Invalid extension');
      expect(await valuesOf(dialog, labels)).toEqual(typed);
      expect(await apply.isDisabled()).toBe(true);
    }
    await screenshot(page, 'orphan-dialog-invalid-375-en');
    await audit(page, 'apply without an account, invalid file, en 375');

    // over 512000 bytes: refused before anything is sent
    await attach(page, dialog, 'Choose a file', cv.tooBig);
    expect(await dialog.getByRole('alert').textContent()).toBe('File too big - 500 KB Max');
    expect(await valuesOf(dialog, labels)).toEqual(typed);
    expect(await apply.isDisabled()).toBe(true);
    await expectFits(page);
    await screenshot(page, 'orphan-dialog-too-big-375-en');
    expect(await applicantsWith('yoni.bar@example.com')).toEqual([]);

    // Cancel, then open again: a blank form
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await article.getByRole('button', { name: 'Apply without an account' }).click();
    await dialog.waitFor();
    expect(await valuesOf(dialog, labels)).toEqual(['', '', '']);
    await dialog.getByText('No file chosen').waitFor();
    await dialog.getByText('PDF, DOC or DOCX, 500 KB at most').waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await screenshot(page, 'orphan-dialog-reopened-375-en');
    await context.close();
  });

  it('works on a 375 px phone in Hebrew: right to left, every text translated, the refused file explained, the account made', async () => {
    const { context, page } = await visitor({ width: 375, language: 'he' });
    const article = await openJob(page, titles.he);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'orphan-job-detail-375-he');
    await article.getByRole('button', { name: 'הגשה ללא חשבון' }).click();
    const dialog = page.getByRole('dialog', { name: 'הגשת מועמדות ללא חשבון' });
    await dialog.waitFor();
    expect(await direction(dialog)).toBe('rtl');
    await dialog.getByText('שלחו את קורות החיים למגייס. אפשר ליצור חשבון אחר כך.').waitFor();
    const labels = ['שם פרטי', 'שם משפחה', 'אימייל'] as const;
    const typed = ['נועה', 'לוי', 'noa.levi@example.com'];
    for (const [i, label] of labels.entries()) await dialog.getByLabel(labelled(label)).fill(typed[i]!);
    await dialog.getByText('לא נבחר קובץ').waitFor();
    expect(untranslated(await dialog.innerText(), hebrewAllowed())).toEqual([]);
    await expectFits(page);
    await screenshot(page, 'orphan-dialog-375-he');
    await audit(page, 'apply without an account, he 375');

    const apply = dialog.getByRole('button', { name: 'הגשה', exact: true });
    await attach(page, dialog, 'בחירת קובץ', cv.pngAsPdf);
    await apply.click();
    expect(await dialog.getByRole('alert').textContent()).toBe('סוג קובץ לא נתמך');
    expect(await valuesOf(dialog, labels)).toEqual(typed);
    await expectFits(page);
    await screenshot(page, 'orphan-dialog-invalid-375-he');

    await attach(page, dialog, 'בחירת קובץ', cv.pdf);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await apply.click();
    const sent = page.getByRole('dialog', { name: 'המועמדות שלך נשלחה' });
    await sent.waitFor();
    await sent.getByText('בחרו סיסמה כדי ליצור חשבון: תוכלו לעקוב אחרי המועמדויות שלכם תחת המועמדויות שלי.').waitFor();
    expect(untranslated(await sent.innerText(), hebrewAllowed())).toEqual([]);
    await expectFits(page);
    await screenshot(page, 'orphan-dialog-sent-375-he');
    await audit(page, 'apply without an account, sent, he 375');

    await sent.getByRole('button', { name: 'בחירת סיסמה' }).click();
    const account = page.getByRole('dialog', { name: 'יצירת חשבון' });
    await account.waitFor();
    await account.getByLabel(labelled('סיסמה')).fill('secret123');
    await account.getByLabel(labelled('אימות סיסמה')).fill('secret123');
    expect(untranslated(await account.innerText(), hebrewAllowed())).toEqual([]);
    await expectFits(page);
    await screenshot(page, 'orphan-password-375-he');
    await audit(page, 'create your account, he 375');
    await account.getByRole('button', { name: 'יצירת חשבון' }).click();
    await page.getByText('החשבון שלך מוכן').waitFor();
    await account.waitFor({ state: 'hidden' });
    await article.getByText(/^הוגש \d\d\.\d\d\.\d{4}$/).waitFor({ timeout: 10_000 });

    await page.goto(`${t.app.url}/activity/myApplications`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titles.he }) });
    await row.waitFor({ timeout: 15_000 });
    await row.getByText(/^נשלח \d\d\.\d\d\.\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'פתיחת תפריט החשבון' }).waitFor();
    await screenshot(page, 'orphan-my-applications-375-he');
    await context.close();
  });

  it('forgets the names and email once the dialog is closed with Escape, at 1366 px in Hebrew', async () => {
    const { context, page } = await visitor({ width: 1366, language: 'he' });
    const article = await openJob(page, titles.he);
    const open = article.getByRole('button', { name: 'הגשה ללא חשבון' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'הגשת מועמדות ללא חשבון' });
    await dialog.waitFor();
    const labels = ['שם פרטי', 'שם משפחה', 'אימייל'] as const;
    const typed = ['אבי', 'כהן', 'avi.cohen@example.com'];
    for (const [i, label] of labels.entries()) await dialog.getByLabel(labelled(label)).fill(typed[i]!);
    await attach(page, dialog, 'בחירת קובץ', cv.tooBig);
    expect(await dialog.getByRole('alert').textContent()).toBe('הקובץ גדול מדי - עד 500KB');
    expect(await valuesOf(dialog, labels)).toEqual(typed);
    expect(untranslated(await dialog.innerText(), hebrewAllowed('big CV.pdf'))).toEqual([]);
    await screenshot(page, 'orphan-dialog-too-big-1366-he');
    await audit(page, 'apply without an account, file too big, he 1366');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await open.click();
    await dialog.waitFor();
    expect(await valuesOf(dialog, labels)).toEqual(['', '', '']);
    await dialog.getByText('לא נבחר קובץ').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'orphan-dialog-reopened-1366-he');
    await context.close();
  });

  it('raised no errors in any page, and axe found no WCAG 2.1 AA violations on these screens', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
