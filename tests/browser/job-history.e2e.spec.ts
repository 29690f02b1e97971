import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// A recruiter opens a job's history from My Jobs and goes back in time: picks its first change and
// sees the job as it was created next to the job now, then a moment before it existed. The job was
// edited, switched off and on again.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
let dana: { token: string; userId: string };

const words = {
  en: { open: 'History', created: 'Job created as Active', title: 'Backend Engineer', notYet: 'The job did not exist yet at that moment.', moment: 'Show the job as it was at' },
  he: { open: 'היסטוריה', created: 'המשרה נוצרה במצב „פעילה”', title: 'Backend Engineer', notYet: 'המשרה עוד לא הייתה קיימת ברגע הזה.', moment: 'המשרה כפי שהייתה בתאריך' },
} as const;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  dana = await t.signUp({ lookingforwork: false, first_name: 'Dana', last_name: 'Levi' });
  const posted = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Backend Engineer' }) }, dana.token);
  const jobId = posted.body.job._id;
  await t.call('saveUserJob', { jobId, jobInfo: { title: 'Senior Backend Engineer', salaryMin: 25000, salaryMax: 35000 } }, dana.token);
  await t.call('changeJobStatus', { jobId, newStatus: 'O' }, dana.token);
  await t.call('changeJobStatus', { jobId, newStatus: 'A' }, dana.token);
  await eventually(async () => (await t.call<{ total: number }>('getJobHistory', { jobId }, dana.token)).body.total === 4);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const audit = auditInto(axeReports);

describe("a job's history in the browser", () => {
  for (const [width, language] of [[1366, 'en'], [375, 'he']] as [number, Language][]) {
    it(`opens from My Jobs and moves back in time (${width} px, ${language})`, async () => {
      const w = words[language];
      const { context, page } = await personPage(browser, { width, language, token: dana.token }, pageErrors);
      await page.goto(`${t.app.url}/myJobs`);
      // the row's actions are a group named for the job
      await page.getByRole('group', { name: /Senior Backend Engineer/ }).getByRole('button', { name: w.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const entries = dialog.locator('[data-history-entry]');
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(4);
      // at first the job before its last change: only the status differs from now
      await expect.poll(() => dialog.locator('[data-changed]').count()).toBe(1);
      if (width > 768) expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(width);
      else expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(width);

      await dialog.getByRole('button', { name: new RegExp(w.created) }).click();
      // created: the title and the salary differ from now
      await expect.poll(() => dialog.locator('[data-changed]').count()).toBe(2);
      const then = await dialog.locator('[data-changed] dd:first-of-type').allInnerTexts();
      expect(then.flatMap((text) => text.split('\n').map((line) => line.trim()))).toContain(w.title);
      await screenshot(page, `job-history-${width}-${language}`);
      await audit(page, `job history ${width} ${language}`);

      // the keyboard goes from change to change
      await entries.first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => entries.nth(1).getAttribute('aria-current')).toBe('true');

      await dialog.getByLabel(w.moment).fill('2020-01-01T10:00:00');
      await dialog.getByText(w.notYet).waitFor();

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('shows no errors on the pages and no accessibility violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports.join('\n\n')).toBe('');
  });
});
