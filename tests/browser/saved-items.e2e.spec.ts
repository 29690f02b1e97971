import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Job } from '../../contracts/marketplace/jobs/job';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A seeker bookmarks a job on the jobs list (SAVE turns SAVED), finds it on /saveditems, takes it
// off there and sees the empty state, in English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let seeker: { token: string };
let recruiter: { token: string };
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp();
  seeker = await t.signUp({ first_name: 'Sagi', last_name: 'Seeker' });
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { save: (title: string) => `Save ${title}`, unsave: (title: string) => `Remove ${title} from saved items`, saved: 'SAVED', title: 'Saved', empty: 'No saved jobs', hint: 'Tap the bookmark on any job that interests you to save it for later' },
  he: { save: (title: string) => `שמירה – ${title}`, unsave: (title: string) => `נשמר – ${title}, הסרה מהשמורים`, saved: 'נשמר', title: 'שמורים', empty: 'אין משרות שמורות', hint: 'אפשר ללחוץ על הסימנייה בכל משרה שמעניינת אותך כדי לשמור אותה לאחר כך' },
} as const;

describe('saved items in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('saves a job from the list, finds it on /saveditems and takes it off (%s)', async (_, look) => {
    const w = words[look.language];
    const title = `Bookmark Engineer ${tag(look)}`;
    const posted = await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, recruiter.token);
    expect(posted.status).toBe(200);
    const { context, page } = await personPage(browser, { ...look, token: seeker.token }, pageErrors);
    await page.goto(`${t.app.url}/jobs`);
    const save = page.getByRole('button', { name: w.save(title) }).first();
    await save.waitFor({ timeout: 30_000 });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    const unsave = page.getByRole('button', { name: w.unsave(title) }).first();
    await unsave.waitFor();
    expect(await unsave.getAttribute('aria-pressed')).toBe('true');
    expect(await unsave.innerText()).toBe(w.saved);
    await screenshot(page, `saved-items-list-${tag(look)}`);

    await page.goto(`${t.app.url}/saveditems`);
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: title, level: 3 }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `saved-items-page-${tag(look)}`);
    await audit(page, `saved items, ${tag(look)}`);

    // SAVED again takes it off the list: the empty state says how to save
    await page.getByRole('button', { name: w.unsave(title) }).first().click();
    await page.getByText(w.empty).waitFor();
    await page.getByText(w.hint).waitFor();
    expect(await page.getByRole('heading', { name: title, level: 3 }).count()).toBe(0);
    await screenshot(page, `saved-items-empty-${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
