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
