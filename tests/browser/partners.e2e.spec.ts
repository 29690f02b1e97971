import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { openJourney } from '../backoffice/clients-status/clients-support';
import { assign, partnerUser } from '../backoffice/partners/partners-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// The first partner's user approves a waiting client: it leaves the waiting list, the pie counts it
// and the prepaid packages go down by one; journey admins save and approve the second partner's
// split. In English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let admin: Person, jhadmin: Person, first: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

const words = {
  en: { approve: (n: string) => `Approve ${n}`, approved: (n: string) => `${n} approved`, waiting: 'Waiting to start', pie: 'Clients by status', edit: (n: string) => `Edit ${n}`, part: 'Partner’s part', saveApprove: 'Save + Approve', saved: 'Saved' },
  he: { approve: (n: string) => `אישור ${n}`, approved: (n: string) => `${n} אושר/ה`, waiting: 'ממתין/ה להתחלה', pie: 'לקוחות לפי סטטוס', edit: (n: string) => `עריכת ${n}`, part: 'חלק השותף', saveApprove: 'שמירה + אישור', saved: 'נשמר' },
} as const;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  const coach = await personWith(t, admin, { isCSManager: true });
  const cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true });
  first = await partnerUser(t, admin, 'first');
  for (const look of flowLooks) {
    const client = await personWith(t, admin, activeClient, { first_name: `Wait${look.width}${look.language}`, last_name: 'Client' });
    await assign(t, jhadmin, client.userId, 'first');
    const referred = await personWith(t, admin, activeClient, { first_name: `Split${look.width}${look.language}`, last_name: 'Client' });
    await openJourney(t, coach.token, referred.userId, 'signed', 'standard pro');
    await t.call('editClientsData', { id: referred.userId, newData: { amount: 5000 } }, cadmin.token);
    await assign(t, jhadmin, referred.userId, 'second');
  }
  await t.call('addSynamediaQuota', { count: 10, date: '2026-10-01' }, jhadmin.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the partner dashboards in a browser', () => {
  it.each(flowLooks.map((look, k) => [tag(look), look, k] as const))('a partner approves a client and the pie and counts change (%s)', async (_, look, k) => {
    const w = words[look.language];
    const name = `Wait${look.width}${look.language} Client`;
    const { context, page } = await personPage(browser, { ...look, token: first.token }, pageErrors);
    await page.goto(`${t.app.url}/synamediaClients`);
    const prepaid = page.getByTestId('prepaid');
    // the looks before this one approved one client each
    await expect.poll(() => prepaid.textContent()).toBe(`${10 - k} / 10`);
    const pie = page.getByRole('img', { name: new RegExp(w.pie) });
    expect(await pie.getAttribute('aria-label')).toContain(`${w.waiting} ${k}`);
    await screenshot(page, `partners-waiting-${tag(look)}`);
    await audit(page, `partner dashboard, ${tag(look)}`);
    await page.getByRole('button', { name: w.approve(name) }).click();
    await page.getByText(w.approved(name)).waitFor();
    await expect.poll(() => prepaid.textContent()).toBe(`${9 - k} / 10`);
    expect(await pie.getAttribute('aria-label')).toContain(`${w.waiting} ${k + 1}`);
    await expect.poll(() => page.getByRole('button', { name: w.approve(name) }).count()).toBe(0);
    await page.getByRole('table').getByRole('row').filter({ hasText: name }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `partners-approved-${tag(look)}`);
    await context.close();
  });

  it.each(flowLooks.map((look) => [tag(look), look] as const))('a journey admin saves and approves the second partner’s split, the talent’s part computed (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Split${look.width}${look.language} Client`;
    const { context, page } = await personPage(browser, { ...look, token: jhadmin.token }, pageErrors);
    await page.goto(`${t.app.url}/bflClients`);
    await page.getByRole('button', { name: w.edit(name) }).click();
    const dialog = page.getByRole('dialog', { name: w.edit(name) });
    await dialog.getByLabel(w.part).fill('1200');
    await expect.poll(async () => Number((await dialog.getByRole('textbox').nth(2).inputValue()).replace(/[^\d.]/g, ''))).toBe(3800);
    await screenshot(page, `partners-split-${tag(look)}`);
    await audit(page, `second partner split, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.saveApprove }).click();
    await page.getByText(w.saved).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(async () => ((await row.textContent()) ?? '').replace(/[^\d]/g, '')).toContain('3800');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `partners-split-saved-${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
