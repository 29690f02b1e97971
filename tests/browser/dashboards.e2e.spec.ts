import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { encode } from '../../contracts/events';
import { postJob, signUpAdmin } from '../marketplace/credits-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, openAs, screenshot, type Language } from './support/browser';

// A staff member opens the main dashboard and the coaching statistics, in English and Hebrew on a
// desktop and a phone, and sees the totals and the charts of what happened in the last weeks.
let t: TestApp;
let browser: Browser;
let admin: { token: string; userId: string };
const pageErrors: string[] = [];
const reports: string[] = [];
const audit = auditInto(reports);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const given = async (streamId: string, events: { type: string; data: Record<string, unknown> }[]) => {
  const { position } = await t.app.store.append(streamId, events.map((e) => encode(e, { correlationId: 'given' })));
  expect(await t.app.runner!.waitFor(position, 10_000, ['statistics'])).toBe(true);
};
const pair = () => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() });

beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  admin = await signUpAdmin(t, 'dashboards-admin@dashboards.test');
  for (let i = 0; i < 2; i++) await t.signUp({ lookingforwork: true });
  const recruiter = await t.signUp({ lookingforwork: false });
  await postJob(t, recruiter.token, { title: 'QA Automation Engineer', tags: ['QA', 'Selenium'], selectedTags: ['QA'] });
  const [c1, c2] = [randomUUID(), randomUUID()];
  await given('dashboards-e2e', [
    ...[3, 10, 17, 24].flatMap((d) => [
      { type: 'ApplicationSubmitted', data: { ...pair(), appliedAt: daysAgo(d) } },
      { type: 'ApplicationSubmitted', data: { ...pair(), appliedAt: daysAgo(d + 1) } },
      { type: 'MatchMade', data: { ...pair(), matchedAt: daysAgo(d) } },
    ]),
    { type: 'JourneyStatusChanged', data: { userId: c1, status: 'published', changedAt: daysAgo(20) } },
    { type: 'JourneyStatusChanged', data: { userId: c2, status: 'published', changedAt: daysAgo(13) } },
    { type: 'JourneyStatusChanged', data: { userId: c1, status: 'signed', changedAt: daysAgo(5) } },
    ...[2, 9, 16].map((d) => ({ type: 'PartSent', data: { userId: c2, cycleId: 'c', part: 1, cellId: `x${d}`, sent: 30, excluded: 0, failed: 0, error: null, sentAt: daysAgo(d) } })),
    ...[4, 11, 12].map((d) => ({ type: 'InterviewAdded', data: { userId: c2, interviewId: randomUUID(), position: 1, fields: { company: 'Wix', type: d === 4 ? 'Linkedin Approach' : 'HR Interview', interviewDate: daysAgo(d).slice(0, 10) }, addedAt: daysAgo(20) } })),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { dashboard: 'Main dashboard', statistics: 'JobHunt statistics', applications: 'Applications', partsSent: 'Parts sent', journeysChart: 'Journeys by status at the end of each week', jobsChart: 'Applications and matches', categories: 'Active jobs and resumes by category (now)' },
  he: { dashboard: 'לוח בקרה ראשי', statistics: 'סטטיסטיקה של JobHunt', applications: 'מועמדויות', partsSent: 'חלקים שנשלחו', journeysChart: 'מסעות לפי סטטוס בסוף כל שבוע', jobsChart: 'מועמדויות והתאמות', categories: 'משרות פעילות וקורות חיים לפי קטגוריה (כעת)' },
} as const;

// a chart has drawn once its canvas is there
const chartDrawn = (page: Page, title: string) => page.getByRole('region', { name: title }).locator('canvas').first().waitFor();

describe('the dashboards', () => {
  it('show a staff member the totals and the charts of the last weeks, in English and Hebrew at 1366 and 375 px', async () => {
    for (const [language, width] of [['en', 1366], ['he', 375]] as [Language, number][]) {
      const w = words[language];
      const page = await openAs(browser, `${t.app.url}/main-dashboard`, { width, language, token: admin.token }, pageErrors);
      await page.getByRole('heading', { name: w.dashboard, level: 1 }).waitFor();
      const applications = page.getByRole('region', { name: w.applications, exact: true });
      await applications.getByText('8', { exact: true }).waitFor();
      await chartDrawn(page, w.jobsChart);
      await chartDrawn(page, w.categories);
      if (language === 'he') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `dashboards-main-${language}-${width}`);
      await audit(page, `main dashboard ${language} ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('link', { name: w.statistics }).first().click();
      await page.getByRole('heading', { name: w.statistics, level: 1 }).waitFor();
      await page.getByRole('region', { name: w.partsSent, exact: true }).getByText('3', { exact: true }).waitFor();
      await chartDrawn(page, w.journeysChart);
      await screenshot(page, `dashboards-statistics-${language}-${width}`);
      await audit(page, `statistics ${language} ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
