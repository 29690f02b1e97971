import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve('test-results/browser');

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export async function newContext(browser: Browser, width = 1280, height = 800): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'en-US' });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  // let dialogs finish sliding in and ripples fade, so the picture shows the settled screen
  await page.waitForTimeout(600);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

export type Language = 'en' | 'he';

// A person's own browser: a phone (812 px tall) or a desktop (800), the product in their language,
// signed in when a token is given; reduced motion where a check wants the settled screen.
export async function personContext(
  browser: Browser,
  { width, language, token, reducedMotion }: { width: number; language: Language; token?: string | null; reducedMotion?: 'reduce' },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 800 : 812 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    ...(reducedMotion ? { reducedMotion } : {}),
    // axe is injected inline; the page's CSP allows its own scripts only
    bypassCSP: true,
  });
  await context.addInitScript(
    ({ language, token }) => {
      localStorage.setItem('jobswipe.language', language);
      if (token) localStorage.setItem('jobswipe.token', JSON.stringify({ token, kind: 'user' }));
    },
    { language, token: token ?? null },
  );
  return context;
}

// The same, with a page whose thrown errors are collected for the test to check.
export async function personPage(
  browser: Browser,
  look: { width: number; language: Language; token?: string },
  pageErrors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await personContext(browser, look);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { context, page };
}

// A person's own browser at an address of the app.
export async function openAs(browser: Browser, url: string, look: { width: number; language: Language; token: string }, pageErrors: string[]): Promise<Page> {
  const { page } = await personPage(browser, look, pageErrors);
  await page.goto(url);
  return page;
}
