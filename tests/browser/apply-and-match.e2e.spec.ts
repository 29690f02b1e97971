import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// Two people, two browsers: a seeker swipes right on a job, its recruiter connects from Applicants,
// both see the match dialog live, and the seeker's first message reaches the recruiter's thread.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
let recruiter: { token: string; userId: string; email: string };
let seeker: { token: string; userId: string; email: string };
let jobId: string;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Maya', last_name: 'Recruiter' });
  seeker = await t.signUp({ lookingforwork: true, first_name: 'Omer', last_name: 'Seeker' });
  await t.call('saveProfile', { phone: '050-1111111', tags: ['Node.js', 'React'], seniorityLevel: 'Mid-Level' }, seeker.token);
  const posted = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Swipe Match Engineer', company: 'Harbor Robotics' }) }, recruiter.token);
  jobId = posted.body.job._id;
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

type Look = { width: number; language: Language; token: string };

const signedIn = (look: Look) => personPage(browser, look, pageErrors);

// a real pointer drag: press on the card, move right in steps, let go
async function dragRight(page: Page) {
  const card = page.getByTestId('deck-top-card');
  const box = await card.boundingBox();
  if (!box) throw new Error('no card to drag');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + step * 25, y);
  await screenshotNamed(page, 'swipe-dragging-1366-en');
  await page.mouse.up();
}

const screenshotNamed = (page: Page, name: string) => screenshot(page, name);

// the screen as it is now, through axe (WCAG 2.1 AA); reported together at the end
const audit = auditInto(axeReports);

describe('apply and match, live in two browsers', () => {
  it('matches a seeker who swipes right with the recruiter who connects, and carries the first message', async () => {
    const seekerSide = await signedIn({ width: 1366, language: 'en', token: seeker.token });
    const recruiterSide = await signedIn({ width: 1366, language: 'en', token: recruiter.token });
    const s = seekerSide.page;
    const r = recruiterSide.page;

    await s.goto(`${t.app.url}/swipe`);
    await s.getByRole('heading', { name: 'Swipe Match Engineer' }).waitFor({ timeout: 15_000 });
    await s.getByText('How you match').waitFor();
    await screenshot(s, 'swipe-deck-1366-en');
    await audit(s, 'swipe deck, seeker, en 1366');
    await dragRight(s);
    await s.getByText('Your application was sent').waitFor();
    await s.getByText("You've seen everything for now").waitFor();

    // the recruiter's applicants list, the new applicant marked, then Connect
    await r.goto(`${t.app.url}/activity/applicants`);
    await r.getByRole('heading', { name: 'Omer Seeker' }).waitFor({ timeout: 15_000 });
    await r.getByText('New', { exact: true }).first().waitFor();
    await screenshot(r, 'activity-applicants-1366-en');
    await r.getByRole('button', { name: 'Details' }).click();
    await r.getByRole('button', { name: 'Connect' }).click();

    // both see the match dialog, live
    const seekerDialog = s.getByRole('dialog', { name: "It's a match!" });
    const recruiterDialog = r.getByRole('dialog', { name: "It's a match!" });
    await Promise.all([seekerDialog.waitFor({ timeout: 5_000 }), recruiterDialog.waitFor({ timeout: 5_000 })]);
    await seekerDialog.getByText(/You and \W?Maya Recruiter\W? are interested in each other/).waitFor();
    await recruiterDialog.getByText(/You and \W?Omer Seeker\W? are interested in each other/).waitFor();
    expect(await recruiterDialog.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+972501111111');
    expect(await seekerDialog.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(`mailto:${recruiter.email}`);
    await screenshot(s, 'match-dialog-seeker-1366-en');
    await screenshot(r, 'match-dialog-recruiter-1366-en');
    await audit(s, 'match dialog, seeker, en 1366');

    // the recruiter keeps going and opens the thread before the seeker writes
    await recruiterDialog.getByRole('button', { name: 'Keep Swiping' }).click();
    await r.goto(`${t.app.url}/activity/matchesRec`);
    await r.getByRole('button', { name: 'Message' }).click();
    const thread = r.getByRole('dialog', { name: /Conversation with \W?Omer Seeker/ });
    await thread.getByText('Say hello: no messages yet.').waitFor();

    await seekerDialog.getByPlaceholder('Say something nice!').fill('Hi Maya, I would love to talk about the role!');
    await seekerDialog.getByRole('button', { name: 'Send' }).click();
    await s.getByText('Message sent').waitFor();
    await thread.getByText('Hi Maya, I would love to talk about the role!').waitFor({ timeout: 5_000 });
    await screenshot(r, 'conversation-recruiter-1366-en');
    await audit(r, 'conversation, recruiter, en 1366');

    // the seeker's job now says Matched, and the bell counts the match
    await s.goto(`${t.app.url}/activity/matchesCan`);
    await s.getByText('Matched').first().waitFor({ timeout: 15_000 });
    await screenshot(s, 'activity-matches-1366-en');
    await audit(s, 'activity matches, seeker, en 1366');
    const bell = s.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await s.getByText(/It's a match with \W?Maya Recruiter/).waitFor();
    await screenshot(s, 'inbox-1366-en');
    await s.keyboard.press('Escape');

    // the job itself says Matched where Apply was
    await s.getByRole('link', { name: 'Swipe Match Engineer' }).click();
    await s.getByRole('heading', { name: 'Swipe Match Engineer', level: 2 }).waitFor({ timeout: 15_000 });
    await s.getByRole('article').getByText('Matched').waitFor();
    await screenshot(s, 'job-detail-matched-1366-en');

    // the Pro dialog, from the top bar
    await s.getByRole('banner').getByRole('button', { name: 'Go Pro' }).click();
    const pro = s.getByRole('dialog', { name: 'Unlock Our Most Exclusive Features' });
    await pro.getByText('Most Popular').waitFor();
    expect(await pro.getByRole('radio', { name: /3 months/ }).isChecked()).toBe(true);
    await screenshot(s, 'pro-dialog-1366-en');
    await audit(s, 'Pro dialog, en 1366');
    await seekerSide.context.close();
    await recruiterSide.context.close();
  });

  it('works on a 375 px phone in Hebrew: the deck by keyboard, the match dialog full-screen', async () => {
    const phoneSeeker = await t.signUp({ lookingforwork: true, first_name: 'Noa', last_name: 'Levi' });
    const second = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Mobile Match Engineer', company: 'Cedar Analytics' }) }, recruiter.token);
    const { context, page } = await signedIn({ width: 375, language: 'he', token: phoneSeeker.token });
    await page.goto(`${t.app.url}/swipe`);
    await page.getByTestId('deck-top-card').waitFor({ timeout: 15_000 });
    await page.getByText('איך את/ה מתאים/ה').first().waitFor();
    await screenshot(page, 'swipe-deck-375-he');
    await audit(page, 'swipe deck, seeker, he 375');
    // apply to whichever job is on top, until the new one has been applied to
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('ArrowRight');
      await page.getByText('המועמדות שלך נשלחה').last().waitFor();
    }
    await page.getByText('ראית הכול בינתיים').waitFor();
    await screenshot(page, 'swipe-empty-375-he');

    await t.call('applyHistObject', { type: 'connect', histogramType: 'resumes', objectId: phoneSeeker.userId, jobId: second.body.job._id }, recruiter.token);
    const dialog = page.getByRole('dialog', { name: 'יש התאמה!' });
    await dialog.waitFor({ timeout: 5_000 });
    expect((await dialog.boundingBox())?.width).toBe(375);
    await screenshot(page, 'match-dialog-375-he');
    await audit(page, 'match dialog, he 375');
    await dialog.getByRole('button', { name: 'להמשיך להחליק' }).click();

    // the jobs list: each card says where the application stands
    await page.goto(`${t.app.url}/jobs`);
    await page.getByText('יש התאמה').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'jobs-list-applied-375-he');

    await page.goto(`${t.app.url}/activity`);
    await page.getByRole('tab', { name: /הצעות עבודה/ }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'activity-375-he');
    await audit(page, 'activity, seeker, he 375');
    await page.getByRole('button', { name: 'שדרוג ל-Pro' }).click();
    await page.getByRole('dialog', { name: 'פתחו את התכונות הבלעדיות שלנו' }).waitFor();
    await screenshot(page, 'pro-dialog-375-he');
    await audit(page, 'Pro dialog, he 375');
    await context.close();
    expect(jobId).toBeTruthy();
  });

  it("lets a recruiter connect from the deck, with 'How your Job match' and the job to connect for", async () => {
    const talent = await t.signUp({ lookingforwork: true, first_name: 'Tal', last_name: 'Cohen' });
    await t.call('saveProfile', { tags: ['Node.js'], seniorityLevel: 'Mid-Level', title: 'Backend Developer' }, talent.token);
    const { context, page } = await signedIn({ width: 375, language: 'en', token: recruiter.token });
    await page.goto(`${t.app.url}/swipe`);
    await page.getByRole('heading', { name: 'Tal Cohen' }).waitFor({ timeout: 15_000 });
    await page.getByText('How your Job match').first().waitFor();
    await page.getByRole('combobox', { name: 'Choose a job' }).waitFor();
    await screenshot(page, 'swipe-recruiter-375-en');
    await page.keyboard.press('ArrowRight');
    await page.getByText('Your suggestion was sent').waitFor();
    await page.goto(`${t.app.url}/activity/myCandidates`);
    await page.getByText('Connect Sent').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('Connect Sent').first().isVisible()).toBe(true);
    await screenshot(page, 'activity-candidates-375-en');
    await context.close();
  });

  it('raised no errors in any page, and axe found no WCAG 2.1 AA violations on these screens', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
