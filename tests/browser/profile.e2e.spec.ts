import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { UserData } from '../../contracts/identity/users/user';
import { docxWith } from '../identity/resume-fixtures';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, type Language } from './support/browser';

// A seeker edits a section of their profile and tries to leave with it unsaved, uploads a resume
// whose text becomes the description, and crops a picture; at 1366 and 375 px, in English and Hebrew.

let t: TestApp;
let browser: Browser;
let dir: string;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const shots = process.env.PROFILE_SHOTS ?? path.join(tmpdir(), 'profile-shots');
const files = { resume: '', picture: '' };

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  mkdirSync(shots, { recursive: true });
  dir = mkdtempSync(path.join(tmpdir(), 'profile-files-'));
  files.resume = path.join(dir, 'Dana Cohen CV.docx');
  writeFileSync(files.resume, docxWith(['Dana Cohen — QA automation lead', 'Eight years of Selenium and Python test suites for payment systems.']));
  files.picture = path.join(dir, 'me.png');
  writeFileSync(files.picture, await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer());
  const recruiter = await t.signUp({ lookingforwork: false });
  await t.call('createNewJob', { jobInfo: validJob({ title: 'QA lead', tags: ['Selenium', 'Python'] }) }, recruiter.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const audit = auditInto(axeReports);
const me = async (token: string) => (await t.call<{ user: UserData }>('getUserData', {}, token)).body.user;

const strings = {
  en: { edit: 'Edit profile', editMain: 'Edit About you', doneEdit: 'Done Edit', preview: 'Preview', title: 'Title', save: 'Save', stay: 'Stay', leave: 'Leave', unsaved: 'You have unsaved changes, are you sure you want to leave?', jobs: 'Jobs', upload: 'Upload resume', uploading: 'Uploading...', uploaded: 'Resume uploaded successfully', close: 'Close', change: 'Change picture', savePicture: 'Save picture', zoom: 'Zoom', firstName: 'First name', required: 'First name is required', titleRequired: 'Your title is required', engines: 'Show resume on search engines?', yes: 'Yes, show it' },
  he: { edit: 'עריכת הפרופיל', editMain: 'עריכה: עליך', doneEdit: 'סיום עריכה', preview: 'תצוגה מקדימה', title: 'תפקיד', save: 'שמירה', stay: 'הישארות', leave: 'יציאה', unsaved: 'יש שינויים שלא נשמרו, לצאת בכל זאת?', jobs: 'משרות', upload: 'העלאת קורות חיים', uploading: 'מעלה...', uploaded: 'קורות החיים הועלו בהצלחה', close: 'סגירה', change: 'החלפת תמונה', savePicture: 'שמירת התמונה', zoom: 'זום', firstName: 'שם פרטי', required: 'יש להזין שם פרטי', titleRequired: 'יש להזין את התפקיד שלכם', engines: 'להציג את קורות החיים במנועי חיפוש?', yes: 'כן, להציג' },
} as const;

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(shots, `${name}.png`), animations: 'disabled' });
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function openProfile(look: { width: number; language: Language }, token: string) {
  const { context, page } = await personPage(browser, { ...look, token }, pageErrors);
  await page.goto(`${t.app.url}/profile`);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return { context, page };
}

describe.each([
  { width: 1366, language: 'en' as const },
  { width: 375, language: 'he' as const },
  { width: 375, language: 'en' as const },
  { width: 1366, language: 'he' as const },
])('the profile editor at $width px in $language', (look) => {
  const s = strings[look.language];
  const tag = `${look.width}-${look.language}`;

  it('blocks Done Edit while a section is edited and shows every missing required field at once', async () => {
    const seeker = await t.signUp({ lookingforwork: true, first_name: 'Dana', last_name: 'Cohen' });
    await t.call('saveProfile', { title: 'QA engineer', location: 'Haifa', loc_lat: 32.794, loc_lng: 34.9896, seniorityLevel: 'Senior', tags: ['QA'] }, seeker.token);
    const { context, page } = await openProfile(look, seeker.token);
    await shot(page, `profile-view-${tag}`);
    await page.getByRole('button', { name: s.edit }).click();
    await page.getByRole('button', { name: s.editMain }).click();
    expect(await page.getByRole('button', { name: s.doneEdit }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: s.preview }).isDisabled()).toBe(true);

    // every required field emptied: each says so, at once
    await page.getByLabel(new RegExp(`^${s.firstName}`)).fill('');
    await page.getByLabel(new RegExp(`^${s.title}`)).fill('');
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await page.getByText(s.required).waitFor();
    await page.getByText(s.titleRequired).waitFor();
    await shot(page, `profile-errors-${tag}`);
    expect(await noSidewaysScroll(page)).toBe(true);

    // fixed and saved: the section closes and Done Edit is free again
    await page.getByLabel(new RegExp(`^${s.firstName}`)).fill('dana');
    await page.getByLabel(new RegExp(`^${s.title}`)).fill('QA lead');
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await page.getByRole('button', { name: s.editMain }).waitFor();
    expect(await page.getByRole('button', { name: s.doneEdit }).isDisabled()).toBe(false);
    expect(await me(seeker.token)).toMatchObject({ first_name: 'Dana', title: 'QA lead' });
    await audit(page, `profile editor ${tag}`);
    await context.close();
  });

  it('prompts on a route change with unsaved changes, stays or leaves as asked', async () => {
    const seeker = await t.signUp({ lookingforwork: true, first_name: 'Omer', last_name: 'Levi' });
    await t.call('saveProfile', { title: 'Backend developer', location: 'Haifa', seniorityLevel: 'Mid-Level' }, seeker.token);
    const { context, page } = await openProfile(look, seeker.token);
    await page.getByRole('button', { name: s.edit }).click();
    await page.getByRole('button', { name: s.editMain }).click();
    await page.getByLabel(new RegExp(`^${s.title}`)).fill('Platform engineer');
    // the top bar's Jobs tab: another screen of the app
    await page.getByRole('link', { name: s.jobs, exact: true }).first().click();
    const prompt = page.getByRole('dialog').filter({ hasText: s.unsaved });
    await prompt.waitFor({ timeout: 10_000 });
    await shot(page, `profile-unsaved-${tag}`);
    await prompt.getByRole('button', { name: s.stay }).click();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.getByLabel(new RegExp(`^${s.title}`)).inputValue()).toBe('Platform engineer');
    // the browser's own prompt guards closing the tab
    const guarded = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(guarded).toBe(true);
    await page.getByRole('button', { name: s.save, exact: true }).click();
    await page.getByRole('button', { name: s.doneEdit }).waitFor();
    await expect.poll(async () => (await me(seeker.token)).title).toBe('Platform engineer');
    // the button is enabled again once the save's answer is in (the server may have it a moment before)
    await expect.poll(() => page.getByRole('button', { name: s.doneEdit }).isDisabled()).toBe(false);
    await context.close();
  });

  it('uploads a resume whose text becomes the description, after asking about search engines', async () => {
    const seeker = await t.signUp({ lookingforwork: true, first_name: 'Dana', last_name: 'Cohen' });
    await t.call('saveProfile', { title: 'QA engineer', location: 'Haifa', seniorityLevel: 'Senior', visibleSearchEngines: look.width > 800 }, seeker.token);
    const { context, page } = await openProfile(look, seeker.token);
    await page.getByRole('button', { name: s.edit }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText(s.upload, { exact: true }).click()]);
    await chooser.setFiles(files.resume);
    await page.getByText(s.uploading).waitFor();
    if (look.width > 800) {
      await page.getByText(s.uploaded).waitFor({ timeout: 20_000 });
      await shot(page, `profile-resume-uploaded-${tag}`);
      await page.getByRole('button', { name: s.close }).click();
    } else {
      // not yet on search engines: asked instead of told
      const asked = page.getByRole('dialog').filter({ hasText: s.engines });
      await asked.waitFor({ timeout: 20_000 });
      await shot(page, `profile-engines-${tag}`);
      await asked.getByRole('button', { name: s.yes }).click();
      await expect.poll(async () => (await me(seeker.token)).visibleSearchEngines).toBe(true);
    }
    const description = page.getByTestId('resume-description');
    await description.waitFor();
    expect(await description.innerText()).toContain('Eight years of Selenium and Python test suites');
    expect((await me(seeker.token)).description).toContain('Dana Cohen — QA automation lead');
    await description.scrollIntoViewIfNeeded();
    await shot(page, `profile-resume-${tag}`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });

  it('crops a picture with the zoom slider and shows it as the avatar', async () => {
    const seeker = await t.signUp({ lookingforwork: true, first_name: 'Noa', last_name: 'Bar' });
    const { context, page } = await openProfile(look, seeker.token);
    await page.getByRole('button', { name: s.edit }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText(s.change, { exact: true }).click()]);
    await chooser.setFiles(files.picture);
    const dialog = page.getByRole('dialog');
    const slider = dialog.getByRole('slider', { name: s.zoom });
    await slider.waitFor();
    expect(await slider.getAttribute('aria-valuemin')).toBe('1');
    expect(await slider.getAttribute('aria-valuemax')).toBe('4');
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press(look.language === 'he' ? 'ArrowLeft' : 'ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('1.5');
    await shot(page, `profile-crop-${tag}`);
    await dialog.getByRole('button', { name: s.savePicture }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await me(seeker.token)).avatar?.url ?? '').toMatch(/^\/files\//);
    await page.locator('main img[src^="/files/"]').first().waitFor();
    await shot(page, `profile-avatar-${tag}`);
    await context.close();
  });
});

describe('the page as a whole', () => {
  it('threw no errors and has no accessibility violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports.join('\n\n')).toBe('');
  });
});
