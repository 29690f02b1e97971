import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_JOB_LIMIT } from '../../contracts/identity/users/user';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { harmlessFormatting, xssCorpus } from '../rich-text/xss-corpus';
import { launchBrowser, newContext, screenshot } from './support/browser';

// Jobs whose descriptions carry classic XSS payloads, posted through the API, opened in Chromium:
// nothing may run. Anything that runs would show up in one of three places: a dialog
// (alert/confirm/prompt, from any frame), window.__xss (a setter that also logs), or the console.
type Posted = { name: string; title: string; slug: string; description: string };

let t: TestApp;
let browser: Browser;
let page: Page;
let probePage: Page;
const posted: Posted[] = [];
const fired: string[] = [];

const cases = [...xssCorpus, { name: 'harmless formatting', html: harmlessFormatting.html }];

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  let token = '';
  for (const [i, c] of cases.entries()) {
    // a new recruiter whenever the active-job limit is reached, so every job stays active
    if (i % DEFAULT_JOB_LIMIT === 0) token = (await t.signUp({ lookingforwork: false })).token;
    const title = `Security case ${i + 1}`;
    const created = await t.call<{ job: { slug: string; description: string } }>('createNewJob', { jobInfo: validJob({ title, description: `<p>Case ${i + 1} text.</p>${c.html}` }) }, token);
    if (created.status !== 200) throw new Error(`${c.name}: ${JSON.stringify(created.body)}`);
    posted.push({ name: c.name, title, slug: created.body.job.slug, description: created.body.job.description });
  }
  page = await watched(await newContext(browser));
  // the sanitiser's output alone, without the help of whatever Content-Security-Policy the app sends
  probePage = await watched(await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true }));
}, 300_000);

async function watched(context: BrowserContext): Promise<Page> {
  const p = await context.newPage();
  p.on('dialog', (dialog) => {
    fired.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  p.on('console', (message) => {
    if (message.text().startsWith('XSS')) fired.push(message.text());
  });
  await p.addInitScript(() => {
    Object.defineProperty(window, '__xss', {
      configurable: false,
      set(value: unknown) {
        console.log(`XSS window.__xss = ${String(value)}`);
      },
    });
  });
  return p;
}

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

// Lets deferred handlers (image errors, focus, toggles) have their turn.
const settle = (p: Page) => p.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('rich-text job descriptions in the browser', () => {
  it('the watch catches a payload that does run (so its silence below means something)', async () => {
    await probePage.goto(`${t.app.url}/jobs`);
    await probePage.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<img src="data:," onerror="window.__xss = \'control\'"><img src="data:," onerror="alert(\'control\')">';
      document.body.append(probe);
    });
    await settle(probePage);
    expect(fired).toEqual(expect.arrayContaining(['XSS window.__xss = control', 'dialog alert: control']));
    fired.length = 0;
  });

  it('runs no payload when each job opens in its detail page', async () => {
    for (const job of posted) {
      await page.goto(`${t.app.url}/jobs/${job.slug}`);
      await page.getByRole('heading', { name: job.title, level: 2 }).waitFor();
      await page.getByText(`Case ${job.title.split(' ').at(-1)} text.`).first().waitFor();
      await settle(page);
      expect(fired, job.name).toEqual([]);
    }
    await screenshot(page, 'xss-job-detail-last');
  }, 300_000);

  it('runs no payload when the stored descriptions are rendered as HTML in the page', async () => {
    await probePage.goto(`${t.app.url}/jobs`);
    for (const job of posted) {
      await probePage.evaluate((html) => {
        const host = document.createElement('section');
        host.className = 'description-probe';
        host.innerHTML = html;
        document.body.append(host);
      }, job.description);
    }
    await settle(probePage);
    expect(fired).toEqual([]);
    // the harmless formatting renders as formatting
    const formatting = probePage.locator('section.description-probe').last();
    await expect(formatting.locator('h3', { hasText: 'About the role' }).count()).resolves.toBe(1);
    await expect(formatting.locator('b', { hasText: 'useful' }).count()).resolves.toBe(1);
    await expect(formatting.locator('i', { hasText: 'care' }).count()).resolves.toBe(1);
    await expect(formatting.locator('u', { hasText: 'joy' }).count()).resolves.toBe(1);
    await expect(formatting.locator('ul > li').count()).resolves.toBe(2);
    await expect(formatting.locator('a[href="https://example.com/about"][rel="noopener noreferrer nofollow"]').count()).resolves.toBe(1);
    // and nothing but formatting exists anywhere the payloads went
    const foreign = await probePage.evaluate(() =>
      [...document.querySelectorAll('section.description-probe *')]
        .map((el) => el.tagName.toLowerCase())
        .filter((tag) => !['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'].includes(tag)),
    );
    expect(foreign).toEqual([]);
  });

  it('never runs a stored file as a page, even one whose bytes are HTML', async () => {
    // the worst case: markup that got past the upload checks, kept as an image
    const html = Buffer.from('<html><body><script>alert("file")</script><img src=x onerror="alert(\'file img\')"></body></html>');
    const kept = await t.app.deps.uploads.save({ field: 'avatar', kind: 'jpeg', mime: 'image/jpeg', name: 'me.jpg', size: html.length, bytes: html }, { ownerId: null, now: new Date() });
    // without the CSP's help: the type and nosniff alone must hold
    const response = await probePage.goto(`${t.app.url}${t.app.deps.uploads.link(kept.id, new Date())}`);
    expect(response?.headers()['content-type']).toBe('image/jpeg');
    await settle(probePage);
    expect(fired).toEqual([]);
  });
});
