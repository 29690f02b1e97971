import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { publishingWorld, readyToTest, type World } from '../coaching/publishing-world';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The app's clock runs a day and an hour behind, so a part placed on the grid is due at once for the
// task queue (which keeps real time): the publisher sends it while the grid is watched.
let t: TestApp;
let w: World;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() - 25 * 3600_000) });
  w = await publishingWorld(t);
  browser = await launchBrowser();
  await t.call('importRecruiterContacts', { csv: 'email,name,company\nrina@acme.example,Rina Levi,Acme\nhr@globex.example,Gabi,Globex\n' }, w.admin.token);
  await readyToTest(t, w, w.client);
  await t.call('sendPersonalJourneyTest', { userId: w.client.userId }, w.csm.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const open = async (token: string, path: string, width = 1366, language: Language = 'en'): Promise<Page> => {
  const { page } = await personPage(browser, { width, language, token }, pageErrors);
  await page.goto(`${t.app.url}${path}`);
  return page;
};

describe('the live publish grid', () => {
  it('shows a watching staff member an approval made in another browser, then part 1 sent by the publisher, without a reload', async () => {
    const grid = await open(w.admin.token, '/jobhunt-publishes');
    await grid.getByRole('heading', { name: 'Publish schedule' }).waitFor();
    await grid.getByText('No approved client is waiting for a part').waitFor();
    await grid.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // a customer-success manager approves the client's publication in their own browser
    const journey = await open(w.csm.token, `/jobhunt-publication/${w.client.userId}`);
    await journey.getByText('Test sent', { exact: false }).first().waitFor();
    await journey.getByRole('button', { name: 'Approve' }).click();
    const dialog = journey.getByRole('dialog', { name: 'Start publishing?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await journey.getByTestId('publish-status').getByText('Publishing').waitFor();
    await screenshot(journey, 'publish-grid-approved-journey');

    // the watcher's grid lists the client at once
    const user = grid.getByTestId(`user-${w.client.userId}`);
    await user.getByText('Cycle 1 · parts 1, 2, 3, 4').waitFor({ timeout: 10_000 });
    // user-selected mode: the user, then the cell
    await user.getByRole('button', { name: /^Noa Levi Cycle 1/ }).click();
    await grid.getByRole('button', { name: 'Place Noa Levi at 09:00, part 1' }).click();
    const cell = grid.getByTestId(`cell-${w.client.userId}-1`);
    await cell.waitFor();
    // the publisher sends part 1 to the recruiter list; the grid shows the counts as they come
    await cell.getByTestId('cell-counts').getByText('2 sent · 0 excluded · 0 failed').waitFor({ timeout: 20_000 });
    expect(await cell.getAttribute('data-cell-status')).toBe('published');
    expect(await grid.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(grid, 'publish-grid-part-sent-en-1366');
    expect(await t.mailsTo('rina@acme.example')).toHaveLength(1);

    // the same grid at 375 px and in Hebrew
    for (const [width, language] of [[375, 'en'], [1366, 'he'], [375, 'he']] as const) {
      const page = await open(w.admin.token, '/jobhunt-publishes', width, language);
      await page.getByTestId(`cell-${w.client.userId}-1`).waitFor();
      await screenshot(page, `publish-grid-part-sent-${language}-${width}`);
    }
    expect(pageErrors).toEqual([]);
  });
});
