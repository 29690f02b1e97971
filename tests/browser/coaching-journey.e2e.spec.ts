import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// One live journey: a client has their journey open; their coach opens the same journey in another
// browser, changes its status and writes a comment, and the client's page shows both without a
// reload, saying who made the change.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
let coach: Person;
let client: Person;

const words = {
  en: { status: 'Status', comments: 'Comments', write: 'Write a comment', add: 'Add', notice: 'Dana Coach (your coach) updated the status', value: 'freezed' },
  he: { status: 'סטטוס', comments: 'הערות', write: 'כתיבת הערה', add: 'הוספה', notice: 'Dana Coach (המאמן/ת שלך) עדכן/ה את הסטטוס', value: 'פורסם' },
} as const;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
  client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
  // past onboarding: the client's journey is open to them (the portal's home shows their KPIs)
  await t.call('updatePersonalJourneyData', { data: { title: 'Product Manager' } }, client.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const commentsOf = (page: Page) => page.getByTestId('journey-comment');

describe('one live journey in two browsers', () => {
  for (const [width, language] of [[1366, 'en'], [375, 'he']] as [number, Language][]) {
    it(`shows the client what the coach changes, as it happens (${width} px, ${language})`, async () => {
      const w = words[language];
      const clientSide = await personPage(browser, { width, language, token: client.token }, pageErrors);
      await clientSide.page.goto(`${t.app.url}/personal-journey`);
      await clientSide.page.getByRole('heading', { name: 'Noa Client' }).waitFor();
      // the client sees the status, read-only
      const clientStatus = clientSide.page.getByRole('combobox', { name: w.status });
      expect(await clientStatus.getAttribute('aria-disabled')).toBe('true');

      const staffSide = await personPage(browser, { width, language, token: coach.token }, pageErrors);
      await staffSide.page.goto(`${t.app.url}/personal-journey?userId=${client.userId}`);
      await staffSide.page.getByRole('heading', { name: 'Noa Client' }).waitFor();
      // both sockets have joined the journey's room once the pages settle
      await clientSide.page.waitForTimeout(1500);

      await staffSide.page.getByRole('combobox', { name: w.status }).click();
      await staffSide.page.getByRole('option', { name: w.value, exact: true }).click();
      await expect.poll(() => clientStatus.textContent(), { timeout: 10_000 }).toContain(w.value);
      await clientSide.page.getByText(w.notice).waitFor({ timeout: 10_000 });

      const before = await commentsCount(clientSide.page, w.comments);
      const note = `Interview tips ${language} ${width}`;
      await staffSide.page.getByRole('button', { name: new RegExp(w.comments) }).click();
      await staffSide.page.getByRole('textbox', { name: w.write }).click();
      await staffSide.page.keyboard.type(note);
      await staffSide.page.getByRole('button', { name: w.add, exact: true }).click();
      await commentsOf(staffSide.page).filter({ hasText: note }).waitFor();
      await screenshot(staffSide.page, `coaching-journey-staff-${width}-${language}`);

      await expect.poll(() => commentsCount(clientSide.page, w.comments), { timeout: 10_000 }).toBe(before + 1);
      await clientSide.page.getByRole('button', { name: new RegExp(w.comments) }).click();
      await commentsOf(clientSide.page).filter({ hasText: note }).waitFor();
      await screenshot(clientSide.page, `coaching-journey-client-${width}-${language}`);
      const violations = (await checkPage(clientSide.page)).filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(violations, describeViolations(`client journey ${width} ${language}`, violations)).toEqual([]);

      await clientSide.context.close();
      await staffSide.context.close();
    });
  }

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});

// The count on the Comments button's badge.
async function commentsCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('button', { name: new RegExp(label) }).first().textContent();
  return Number(text?.match(/\d+/)?.[0] ?? 0);
}
