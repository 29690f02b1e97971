import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { screenUrls } from './support/screen-urls';

// axe-core over every screen of web/src/app/screens.ts (the route list), as a visitor and as a
// signed-in recruiter, in English and Hebrew, on a laptop and a phone. Any WCAG 2.1 A/AA violation fails.

let t: TestApp;
let browser: Browser;
let recruiterToken: string;
let urls: { path: string }[];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const recruiter = await t.signUp({ lookingforwork: false, first_name: 'Noa', last_name: 'Recruiter' });
  recruiterToken = recruiter.token;
  const posted = await t.call<{ job: { _id: string; slug: string } }>('createNewJob', { jobInfo: validJob({ title: 'Accessibility Engineer', company: 'Cedar Analytics' }) }, recruiter.token);
  for (const title of ['Data Analyst', 'QA Automation Engineer'])
    await t.call('createNewJob', { jobInfo: validJob({ title, company: 'Harbor Robotics', location: 'Haifa', loc_lat: 32.794044, loc_lng: 34.989571 }) }, recruiter.token);
  const job = posted.body.job;
  // the answer's slug already ends with the id
  urls = [...screenUrls({ jobPath: `/jobs/${job.slug.endsWith(job._id) ? job.slug : `${job.slug}-${job._id}`}`, companySlug: 'cedar-analytics' }), { path: '/?login' }];
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

type Visit = { language: 'en' | 'he'; width: number; who: 'visitor' | 'recruiter' };

async function contextFor({ language, width, who }: Visit): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 812 }, deviceScaleFactor: 1, locale: 'en-US', reducedMotion: 'reduce',
    // the page's CSP allows scripts from its own origin only; axe is injected inline
    bypassCSP: true,
  });
  const token = who === 'recruiter' ? JSON.stringify({ token: recruiterToken, kind: 'user' }) : null;
  await context.addInitScript(
    ({ language, token }) => {
      localStorage.setItem('jobswipe.language', language);
      if (token) localStorage.setItem('jobswipe.token', token);
    },
    { language, token },
  );
  return context;
}

const visits: Visit[] = (['en', 'he'] as const).flatMap((language) =>
  [1366, 375].flatMap((width) => (['visitor', 'recruiter'] as const).map((who) => ({ language, width, who }))),
);

describe('accessibility of every screen', () => {
  it.each(visits)('has no WCAG 2.1 AA violations: $language, $width px, $who', async (visit) => {
    const context = await contextFor(visit);
    const page = await context.newPage();
    const reports: string[] = [];
    try {
      for (const { path } of urls) {
        await page.goto(`${t.app.url}${path}`, { waitUntil: 'networkidle' });
        // lazy screens show 'Loading...' until their chunk and strings arrive
        await page
          .waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 10_000 })
          .catch((error: unknown) => {
            throw new Error(`${path} (${visit.language}, ${visit.width} px, ${visit.who}) still shows a loading status after 10 s`, { cause: error });
          });
        // a dialog fades in over the page: check it once it has settled
        if (await page.locator('[role="dialog"]').count()) await page.waitForTimeout(600);
        const violations = await checkPage(page);
        if (violations.length) reports.push(describeViolations(`${path} (${visit.language}, ${visit.width} px, ${visit.who})`, violations));
      }
    } finally {
      await context.close();
    }
    if (reports.length) console.error(reports.join('\n\n'));
    expect(reports, reports.join('\n\n')).toEqual([]);
  });
});
