import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { partnerUser } from '../backoffice/partners/partners-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { launchBrowser, personPage, screenshot } from './support/browser';

// A journey admin assigns a client to the first partner and adds a package from the dashboard's
// own forms; the partner's user, in a second browser, sees the client arrive, approves it, and the
// journey admin's open dashboard moves its pie and packages live, without reloading.
let t: TestApp;
let browser: Browser;
let jhadmin: Person, first: Person;
const pageErrors: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  jhadmin = await personWith(t, admin, { isJHAdmin: true });
  first = await partnerUser(t, admin, 'first');
  await personWith(t, admin, activeClient, { first_name: 'Liora', last_name: 'Live' });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('live partner dashboards in two browsers', () => {
  it('a partner approves a client and the pie changes in the journey admin’s open dashboard', async () => {
    const staff = await personPage(browser, { width: 1366, language: 'en', token: jhadmin.token }, pageErrors);
    const partner = await personPage(browser, { width: 375, language: 'en', token: first.token }, pageErrors);
    await staff.page.goto(`${t.app.url}/synamediaClients`);
    await partner.page.goto(`${t.app.url}/synamediaClients`);
    await partner.page.getByText('No client is waiting for approval').waitFor();

    // the journey admin's forms: a package, then the client, each confirmed
    await staff.page.getByLabel('Clients in the package').fill('0');
    await staff.page.getByRole('button', { name: 'Add package' }).click();
    await staff.page.getByText('A package holds 1 to 10,000 clients').waitFor();
    await staff.page.getByLabel('Clients in the package').fill('5');
    await staff.page.getByRole('button', { name: 'Add package' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Add package' }).click();
    await expect.poll(() => staff.page.getByTestId('prepaid').textContent()).toBe('5 / 5');
    await expect.poll(() => partner.page.getByTestId('prepaid').textContent()).toBe('5 / 5');
    await staff.page.getByLabel('Journey client').fill('Liora');
    await staff.page.getByRole('option', { name: /Liora Live/ }).click();
    await screenshot(staff.page, 'partners-live-assign-1366-en');
    await staff.page.getByRole('button', { name: 'Assign', exact: true }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();

    // the partner's open dashboard hears of its new client
    const approve = partner.page.getByRole('button', { name: 'Approve Liora Live' });
    await approve.waitFor();
    const pie = staff.page.getByRole('img', { name: /Clients by status/ });
    expect(await pie.getAttribute('aria-label')).toContain('Waiting to start 0');
    await approve.click();
    await partner.page.getByText('Liora Live approved').waitFor();
    await screenshot(partner.page, 'partners-live-approved-375-en');
    // the other browser moves without a reload
    await expect.poll(async () => (await pie.getAttribute('aria-label')) ?? '').toContain('Waiting to start 1');
    await expect.poll(() => staff.page.getByTestId('prepaid').textContent()).toBe('4 / 5');
    await staff.page.getByRole('table').getByRole('row').filter({ hasText: 'Liora Live' }).waitFor();
    await screenshot(staff.page, 'partners-live-pie-1366-en');
    await staff.context.close();
    await partner.context.close();
    expect(pageErrors).toEqual([]);
  });
});
