import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { coachingCast, type CoachingCast, type Person } from '../coaching/journey/journey-support';
import { ARTIFACTS, launchBrowser } from './support/browser';
import { auditContext, auditScreens, type Look } from './support/screen-audit';
import { coachingScreenUrls } from './support/screen-urls';

// axe-core over every screen the coaching brand's people use (web/src/app/screens.ts by access): a
// journey client past onboarding, one still onboarding (the portal's home) and a customer-success
// manager, in English and Hebrew, on a laptop and a phone. Any WCAG 2.1 A/AA violation fails.

let cast: CoachingCast;
let browser: Browser;

type Who = 'client' | 'newClient' | 'staff';

const interview = (company: string, interviewDate: string) => ({ company, title: 'Product Manager', titleGroup: 'Product Manager', seniorityLevel: 'Senior', interviewDate, reviewFreeText: 'Met the team' });

beforeAll(async () => {
  cast = await coachingCast();
  browser = await launchBrowser();
  const { t, admin, client } = cast;
  const them = { userId: client.userId };
  // past onboarding, a publication whose first part is on the grid, interviews and an offer: every
  // screen shows content, not only its empty state
  const steps: [string, unknown, Person][] = [
    ['updatePersonalJourneyData', { data: { title: 'Product Manager' } }, client],
    ['addResume', { link: 'https://docs.google.com/document/d/abcdefghijklmnop/edit' }, client],
    ['addEditCoverLetter', { coverLetter: { title: 'Product manager', content: '<p>Hello recruiters</p>' } }, client],
    ['updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@jobhunt.test'] }, admin],
    // the journey walked on from step 1 to the Test Email step, where publishing opens
    ...[1, 2, 3].map((step): [string, unknown, Person] => ['finishPersonalJourneyStep', { step }, client]),
    ['sendPersonalJourneyTest', them, admin],
    ['approvePublish', { ...them, newCycle: true }, admin],
    ['changePublishList', { part: 1, publishTime: '10:00', userData: them }, admin],
    ['createEditTalentInterview', { newData: interview('Wix', '2030-03-01') }, client],
    ['createEditTalentInterview', { newData: interview('Monday', '2030-03-08') }, client],
    ['createEditTalentOffer', { newData: { company: 'Wix', title: 'Product Manager' }, variant: 'light' }, client],
    ['importRecruiterContacts', { csv: 'email,name,company\nrina@acme.example,Rina Levi,Acme\n' }, admin],
  ];
  for (const [name, body, by] of steps) {
    const res = await t.call(name, body, by.token);
    if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.body)}`);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await cast?.t.stop();
});

// Each person in both languages and at both widths, and each language at both widths: every pair of
// a person, a language and a width is audited (the visits are a pairwise cover, not every triple,
// which would double the suite's longest file for combinations no pair leaves out).
const visits: (Look & { who: Who })[] = [
  { who: 'client', language: 'en', width: 1366 },
  { who: 'client', language: 'he', width: 375 },
  { who: 'staff', language: 'en', width: 375 },
  { who: 'staff', language: 'he', width: 1366 },
  { who: 'newClient', language: 'en', width: 1366 },
  { who: 'newClient', language: 'he', width: 375 },
];

const personOf = (who: Who): Person => (who === 'client' ? cast.client : who === 'newClient' ? cast.other : cast.coach);
const pathsOf = (who: Who): string[] => (who === 'newClient' ? ['/'] : coachingScreenUrls(who, cast.client.userId));
const fileName = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'home';

// a visit audits every screen it may open, each settled first: minutes on a busy two-core machine
const AUDIT_TIMEOUT_MS = 600_000;

describe('accessibility of every coaching screen', () => {
  it.each(visits)('has no WCAG 2.1 AA violations: $language, $width px, $who', async ({ who, ...look }) => {
    const context = await auditContext(browser, look, personOf(who).token);
    const page = await context.newPage();
    let reports: string[];
    try {
      reports = await auditScreens(page, cast.t.app.url, pathsOf(who), `${look.language}, ${look.width} px, ${who}`, async ({ path: at, tab }) => {
        // the settled screen, to look at (the client's id left out of the name)
        const name = fileName(`${at.replace(cast.client.userId, 'client')}${tab ? `-${tab}` : ''}`);
        await page.screenshot({ path: path.join(ARTIFACTS, `a11y-${who}-${name}-${look.language}-${look.width}.png`), fullPage: true });
      });
    } finally {
      await context.close();
    }
    if (reports.length) console.error(reports.join('\n\n'));
    expect(reports, reports.join('\n\n')).toEqual([]);
  }, AUDIT_TIMEOUT_MS);
});
