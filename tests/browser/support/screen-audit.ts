import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkPage, describeViolations } from './axe';
import { personContext, type Language } from './browser';

export type Look = { language: Language; width: number };

// A browser of one person (signed in when a token is given) for axe: a laptop or a phone, the
// product in their language, no motion, so what axe checks is the settled screen.
export const auditContext = (browser: Browser, { language, width }: Look, token: string | null): Promise<BrowserContext> =>
  personContext(browser, { language, width, token, reducedMotion: 'reduce' });

// The requests in flight on a page, and when the last one began or ended: watched from before the
// page's first address, so every request is seen.
type Traffic = { inFlight: number; lastChange: number };
const traffic = new WeakMap<Page, Traffic>();
function watchTraffic(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const seen: Traffic = { inFlight: 0, lastChange: performance.now() };
  const begin = () => {
    seen.inFlight++;
    seen.lastChange = performance.now();
  };
  const end = () => {
    seen.inFlight = Math.max(0, seen.inFlight - 1);
    seen.lastChange = performance.now();
  };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, seen);
  return seen;
}

// What networkidle waits for (every request answered, and none begun for a while), with a window of
// QUIET_MS instead of its fixed 500 ms: a screen's next request follows the last answer within a few
// milliseconds of script, and networkidle's window was most of each screen's time in the audits.
const QUIET_MS = 200;
async function networkQuiet(page: Page, where: string, timeoutMs = 15_000): Promise<void> {
  const seen = watchTraffic(page);
  const deadline = performance.now() + timeoutMs;
  while (seen.inFlight > 0 || performance.now() - seen.lastChange < QUIET_MS) {
    if (performance.now() > deadline) throw new Error(`${where} still has ${seen.inFlight} requests in flight after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Lazy screens and panels show 'Loading...' (a status with a spinner) until their chunk, strings
// and data arrive; a dialog fades in.
export async function settle(page: Page, where: string): Promise<void> {
  await networkQuiet(page, where);
  await page.waitForFunction(() => !document.querySelector('[role="status"] [role="progressbar"]'), undefined, { timeout: 10_000 }).catch((error: unknown) => {
    throw new Error(`${where} still shows a loading status after 10 s`, { cause: error });
  });
  // a dialog is checked once its fade has ended (a busy machine lags the transition)
  if (await page.locator('[role="dialog"]').count())
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every((el) => getComputedStyle(el).opacity === '1'), undefined, { timeout: 10_000 });
}

// Each address opened in turn and checked by axe; what axe finds is returned, one report a screen.
// A screen with tabs in its main part is checked on each of its tabs. `afterEach` sees every
// settled screen (to take its picture).
export async function auditScreens(
  page: Page,
  base: string,
  paths: readonly string[],
  label: string,
  afterEach: (where: { path: string; tab: string | null }) => Promise<void> = async () => {},
): Promise<string[]> {
  const reports: string[] = [];
  const audit = async (where: string) => {
    await settle(page, where);
    const violations = await checkPage(page);
    if (violations.length) reports.push(describeViolations(where, violations));
  };
  watchTraffic(page);
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await audit(`${path} (${label})`);
    await afterEach({ path, tab: null });
    const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent()) ?? String(i);
      await tab.click();
      await audit(`${path} › ${name} tab (${label})`);
      await afterEach({ path, tab: name });
    }
  }
  return reports;
}
