import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser } from './support/browser';
import { auditContext, auditScreens, type Look } from './support/screen-audit';
import { screenUrls } from './support/screen-urls';

// axe-core over every screen of web/src/app/screens.ts (the route list), as a visitor and as a
// signed-in recruiter, in English and Hebrew, on a laptop and a phone, each tab of a screen's tab list
// too. Any WCAG 2.1 A/AA violation fails. The coaching brand's people: accessibility-coaching.e2e.spec.ts.

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

type Visit = Look & { who: 'visitor' | 'recruiter' };

// Every pair of a person, a language and a width is audited: each person in both languages and at
// both widths, each language at both widths (a pairwise cover of the eight combinations in four).
const visits: Visit[] = [
  { who: 'visitor', language: 'en', width: 1366 },
  { who: 'visitor', language: 'he', width: 375 },
  { who: 'recruiter', language: 'en', width: 375 },
  { who: 'recruiter', language: 'he', width: 1366 },
];

// a visit audits every screen it may open, each settled first: minutes on a busy two-core machine
const AUDIT_TIMEOUT_MS = 600_000;

describe('accessibility of every screen', () => {
  it.each(visits)('has no WCAG 2.1 AA violations: $language, $width px, $who', async ({ who, ...look }) => {
    const context = await auditContext(browser, look, who === 'recruiter' ? recruiterToken : null);
    const page = await context.newPage();
    let reports: string[];
    try {
      reports = await auditScreens(page, t.app.url, urls.map((u) => u.path), `${look.language}, ${look.width} px, ${who}`);
    } finally {
      await context.close();
    }
    if (reports.length) console.error(reports.join('\n\n'));
    expect(reports, reports.join('\n\n')).toEqual([]);
  }, AUDIT_TIMEOUT_MS);
});
