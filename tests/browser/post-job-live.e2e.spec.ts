import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser, newContext, screenshot } from './support/browser';

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  // a list that is not empty before the new job arrives
  const other = await t.signUp({ lookingforwork: false });
  for (const title of ['Data Analyst', 'Office Administrator', 'QA Automation Engineer'])
    await t.call('createNewJob', { jobInfo: validJob({ title, company: 'Cedar Analytics' }) }, other.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const watchErrors = (page: Page) => {
  page.on('pageerror', (e) => pageErrors.push(e.message));
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${t.app.url}/?login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: /^Sign In$/ }).click();
  await page.getByRole('button', { name: 'Open account menu' }).waitFor();
}

describe('a recruiter posts a job and a seeker sees it live', () => {
  it('shows the new job in an open jobs list without a reload, and opens it', async () => {
    const seeker = await t.signUp({ lookingforwork: true, first_name: 'Yael' });
    const seekerPage = await (await newContext(browser)).newPage();
    watchErrors(seekerPage);
    await signIn(seekerPage, seeker.email, 'secret123');
    await seekerPage.goto(`${t.app.url}/jobs`);
    await seekerPage.getByText(/^1–3 of 3$/).first().waitFor({ timeout: 15_000 });
    // survives only if the page is never reloaded
    await seekerPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    // every search the seeker's page sends from here on
    let searches = 0;
    seekerPage.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/getHistogramObjects') searches++;
    });

    // the recruiter signs up through the dialog, then signs in
    const recruiterPage = await (await newContext(browser)).newPage();
    watchErrors(recruiterPage);
    await recruiterPage.goto(`${t.app.url}/?login`);
    const dialog = recruiterPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign up' }).or(dialog.getByRole('link', { name: 'Sign up' })).first().click();
    await dialog.getByRole('button', { name: 'Hire talent' }).click();
    await dialog.getByLabel(/^First name/).fill('Dana');
    await dialog.getByLabel(/^Last name/).fill('Recruiter');
    await dialog.getByLabel(/^Email/).fill('  Dana.Recruiter@Example.com ');
    await dialog.getByLabel(/^Password/).fill('hire-me-123');
    await dialog.getByLabel(/^Confirm password/).fill('hire-me-123');
    await dialog.getByRole('button', { name: /^Sign Up$/ }).click();
    await recruiterPage.getByText('We sent you an email, please check your inbox').waitFor();
    const mail = await t.engine.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'dana.recruiter@example.com').execute();
    expect(mail).toHaveLength(1);
    await recruiterPage.keyboard.press('Escape');
    await signIn(recruiterPage, 'dana.recruiter@example.com', 'hire-me-123');

    await recruiterPage.getByRole('link', { name: 'My Jobs' }).click();
    await recruiterPage.getByText("You don't have jobs").waitFor();
    await recruiterPage.getByRole('button', { name: 'Add a job' }).first().click();
    await recruiterPage.getByLabel(/^Job title/).fill('Live Test Engineer');
    await recruiterPage.getByLabel(/^Company\s\*/).fill('Harbor Robotics');
    await recruiterPage.getByRole('combobox', { name: /^Seniority level/ }).click();
    await recruiterPage.getByRole('option', { name: 'Senior' }).click();
    await recruiterPage.getByRole('combobox', { name: /^Location/ }).fill('Hai');
    await recruiterPage.getByRole('option', { name: 'Haifa' }).click();
    await recruiterPage.getByLabel(/^Minimum/).fill('25000');
    await recruiterPage.getByLabel(/^Maximum/).fill('32000');
    await recruiterPage.getByLabel(/^Tags/).fill('Robotics');
    await recruiterPage.keyboard.press('Enter');
    await recruiterPage.getByLabel(/^Description/).fill('Test the robots that test the harbor.');
    await recruiterPage.getByRole('button', { name: 'Post job' }).click();
    await recruiterPage.getByText('Your job was posted').waitFor();
    await screenshot(recruiterPage, 'recruiter-my-jobs-desktop');

    // the seeker's list grows by itself
    await seekerPage.getByText('Live Test Engineer').first().waitFor({ timeout: 5_000 });
    await seekerPage.getByText(/^1–4 of 4$/).first().waitFor();
    expect(await seekerPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    const searchesAfterPost = searches;

    // the recruiter renames the job: the seeker's open list shows the new title without searching again
    await recruiterPage.getByRole('button', { name: 'Edit' }).first().click();
    // a posted job is edited a section at a time
    await recruiterPage.getByRole('button', { name: 'Edit The role' }).click();
    const title = recruiterPage.getByLabel(/^Job title/);
    await title.fill('Live Test Lead Engineer');
    await recruiterPage.getByRole('region', { name: 'The role' }).getByRole('button', { name: 'Save', exact: true }).click();
    await recruiterPage.getByText('Your changes were saved').waitFor();
    await recruiterPage.getByText('Live Test Lead Engineer').first().waitFor();
    await seekerPage.getByText('Live Test Lead Engineer').first().waitFor({ timeout: 5_000 });
    await seekerPage.getByText(/^1–4 of 4$/).first().waitFor();
    expect(searches).toBe(searchesAfterPost);
    expect(searchesAfterPost).toBe(0);

    await seekerPage.getByText('Live Test Lead Engineer').first().click();
    await seekerPage.getByRole('heading', { name: 'Live Test Lead Engineer', level: 2 }).waitFor();
    await expect(seekerPage.getByText('Harbor Robotics').first().isVisible()).resolves.toBe(true);
    expect(seekerPage.url()).toMatch(/\/jobs\/harbor-robotics-live-test-lead-engineer-haifa-[0-9a-f]{32}$/);
    await screenshot(seekerPage, 'seeker-job-detail-desktop');
  });

  it('opens a job as a full-screen dialog at 375 px wide', async () => {
    const page = await (await newContext(browser, 375, 812)).newPage();
    watchErrors(page);
    await page.goto(`${t.app.url}/jobs`);
    await page.getByText('Live Test Lead Engineer').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'seeker-jobs-list-375');
    await page.getByText('Live Test Lead Engineer').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Live Test Lead Engineer', level: 2 }).waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await screenshot(page, 'seeker-job-detail-375');
  });

  it('raised no errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
