import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { launchBrowser, newContext } from './support/browser';

// The built web app under the server's Content-Security-Policy: it must load, render, sign in and
// talk to socket.io without a single violation (MUI/emotion style tags, Vite's module scripts).

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp({}, { WEB_DIST: path.resolve(process.env.WEB_DIST ?? 'web/dist') });
  browser = await launchBrowser();
  const recruiter = await t.signUp({ lookingforwork: false });
  await t.call('createNewJob', { jobInfo: validJob() }, recruiter.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  return problems;
}

describe('the web app under the Content-Security-Policy', () => {
  it('loads, renders styled pages and signs in with no violation', async () => {
    const user = await t.signUp({ lookingforwork: true });
    const page = await (await newContext(browser)).newPage();
    const problems = await watch(page);
    const first = await page.goto(`${t.app.url}/`);
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.waitForLoadState('networkidle');
    // emotion's style tags applied: the body has the theme's font, not the browser default
    expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBeGreaterThan(0);
    await page.goto(`${t.app.url}/jobs`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${t.app.url}/?login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Email/).fill(user.email);
    await dialog.getByLabel(/^Password/).fill('secret123');
    await dialog.getByRole('button', { name: /^Sign In$/ }).click();
    await page.getByRole('button', { name: 'Open account menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
