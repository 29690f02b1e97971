import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PushHistoryEntry } from '../../contracts/backoffice/push/push';
import { registerAdmin } from '../support/register-admin';
import { DEMO_PASSWORD, demoAccounts } from '../../ops/tools/seed/seed';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personContext, personPage, screenshot, type Language } from './support/browser';

// The demo admin sends a push from /sendpushnotifications to a seeker picked by name; the seeker,
// in a second browser that allowed notifications (the service worker registered by their click),
// sees it arrive in the inbox live. Then the screen in every look: a push to a
// query, one kept for later, one removed from the history after a confirmation.
let t: TestApp;
let browser: Browser;
let adminToken: string;
let seeker: { token: string; userId: string; email: string };
const pageErrors: string[] = [];
const reports: string[] = [];
const audit = auditInto(reports);

beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt' });
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const registered = await registerAdmin(t, { email: admin.email, first_name: admin.first_name, last_name: admin.last_name, password: DEMO_PASSWORD }, 'demo');
  adminToken = (await t.call<{ token: string }>('login', { email: admin.email, password: DEMO_PASSWORD })).body.token;
  seeker = await t.signUp({ first_name: 'Yossi', last_name: 'Seeker', lookingforwork: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { title: 'Push notifications', titleField: 'Title', message: 'Message', byPeople: 'People I pick', people: 'People', send: 'Send Push Notification', confirm: 'Send Push Notification?', confirmSend: 'Send', success: 'Success', close: 'Close', history: 'History', keep: 'Keep in history', role: 'Who', seekers: 'Job seekers', remove: 'Remove', removeTitle: 'Remove from the history?' },
  he: { title: 'התראות פוש', titleField: 'כותרת', message: 'הודעה', byPeople: 'אנשים שאבחר', people: 'אנשים', send: 'שליחת התראת פוש', confirm: 'לשלוח התראת פוש?', confirmSend: 'שליחה', success: 'הצלחה', close: 'סגירה', history: 'היסטוריה', keep: 'שמירה בהיסטוריה', role: 'מי', seekers: 'מחפשי עבודה', remove: 'הסרה', removeTitle: 'להסיר מההיסטוריה?' },
} as const;

async function compose(page: Page, language: Language, title: string, message: string) {
  const w = words[language];
  await page.getByRole('textbox', { name: w.titleField }).fill(title);
  await page.getByRole('textbox', { name: w.message }).fill(message);
}

async function sendConfirmed(page: Page, language: Language, name: string) {
  const w = words[language];
  await page.getByRole('button', { name: w.send }).click();
  const confirm = page.getByRole('dialog', { name: w.confirm });
  await confirm.waitFor();
  await screenshot(page, `push-confirm-${name}`);
  await confirm.getByRole('button', { name: w.confirmSend, exact: true }).click();
  const result = page.getByRole('dialog', { name: w.success });
  await result.waitFor();
  await screenshot(page, `push-success-${name}`);
  const text = await result.textContent();
  await result.getByRole('button', { name: w.close }).click();
  await result.waitFor({ state: 'hidden' });
  return text ?? '';
}

describe('push notifications', () => {
  it('reach a seeker who allowed notifications: the service worker registered by their click, the push live in the inbox', { timeout: 300_000 }, async () => {
    // the seeker's browser: notifications allowed, the app open, turned on from the inbox
    const seekerContext = await personContext(browser, { width: 1366, language: 'en', token: seeker.token });
    await seekerContext.grantPermissions(['notifications'], { origin: t.app.url });
    const seekerPage = await seekerContext.newPage();
    seekerPage.on('pageerror', (e) => pageErrors.push(e.message));
    await seekerPage.goto(`${t.app.url}/`);
    await seekerPage.getByRole('button', { name: 'Notifications', exact: true }).click();
    await seekerPage.getByRole('button', { name: 'Turn on' }).waitFor();
    await audit(seekerPage, 'seeker opt-in en 1366');
    await seekerPage.getByRole('button', { name: 'Turn on' }).click();
    // the service worker is registered by that click (never on page load)
    await expect
      .poll(() => seekerPage.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push-sw.js'))?.active?.scriptURL ?? null), { timeout: 15_000 })
      .toBe(`${t.app.url}/push-sw.js`);
    await screenshot(seekerPage, 'push-seeker-opt-in');
    await seekerPage.keyboard.press('Escape');

    // the admin picks the seeker and sends
    const { page } = await personPage(browser, { width: 1366, language: 'en', token: adminToken }, pageErrors);
    try {
      await page.goto(`${t.app.url}/sendpushnotifications`);
      await page.getByRole('heading', { name: 'Push notifications', level: 1 }).waitFor();
      await page.getByText('Nothing sent yet').waitFor();
      await screenshot(page, 'push-en-1366');
      await audit(page, 'en 1366');
      await compose(page, 'en', 'Meetup in Tel Aviv', 'Join us on Thursday at 18:00 for a hiring meetup.');
      await page.getByRole('radio', { name: 'People I pick' }).check();
      await page.getByRole('combobox', { name: 'People' }).fill('Yossi');
      await page.getByRole('option', { name: new RegExp(seeker.email) }).click();
      expect(await sendConfirmed(page, 'en', 'en-1366')).toContain('People reached: 1.');
      await page.getByRole('region', { name: 'History' }).getByText('Meetup in Tel Aviv').waitFor();
      await audit(page, 'en 1366, sent');
    } catch (error) {
      await screenshot(page, 'push-failed-en-1366');
      throw error;
    }

    // live in the seeker's inbox: the bell counts it, the list shows it
    const bell = seekerPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    await seekerPage.getByRole('dialog', { name: 'Notifications' }).getByText('Meetup in Tel Aviv').waitFor();
    await screenshot(seekerPage, 'push-seeker-inbox');
    await seekerPage.keyboard.press('Escape');

    await seekerContext.close();
  });

  it('sends to a query, keeps a push for later and removes one after a confirmation, in English and Hebrew at 375 and 1366 px', { timeout: 400_000 }, async () => {
    const looks: [Language, number][] = [
      ['en', 375],
      ['he', 1366],
      ['he', 375],
    ];
    for (const [language, width] of looks) {
      const name = `${language}-${width}`;
      const w = words[language];
      const { page, context } = await personPage(browser, { width, language, token: adminToken }, pageErrors);
      try {
        await page.goto(`${t.app.url}/sendpushnotifications`);
        await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
        if (language === 'he') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await screenshot(page, `push-${name}`);
        await audit(page, name);
        // to the job seekers
        await compose(page, language, `${name}: new jobs`, 'Twelve new jobs match your tags.');
        await page.getByRole('combobox', { name: w.role }).click();
        await page.getByRole('option', { name: w.seekers }).click();
        await sendConfirmed(page, language, name);
        // one kept for later, then removed
        await compose(page, language, `${name}: later`, 'Kept without sending.');
        await page.getByRole('button', { name: w.keep }).click();
        const kept = page.getByRole('dialog', { name: w.success });
        await kept.waitFor();
        await kept.getByRole('button', { name: w.close }).click();
        const history = page.getByRole('region', { name: w.history });
        await history.getByText(`${name}: later`).waitFor();
        await history.getByRole('button', { name: `${w.remove}: ${name}: later` }).click();
        const ask = page.getByRole('dialog', { name: w.removeTitle });
        await ask.waitFor();
        await screenshot(page, `push-remove-${name}`);
        await ask.getByRole('button', { name: w.remove, exact: true }).click();
        await history.getByText(`${name}: later`).waitFor({ state: 'detached' });
        await screenshot(page, `push-history-${name}`);
        await audit(page, `${name}, after`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } catch (error) {
        await screenshot(page, `push-failed-${name}`);
        throw error;
      }
      await context.close();
    }
    const history = (await t.call<{ list: PushHistoryEntry[] }>('getPushNotificationHistory', {}, adminToken)).body.list;
    expect(history.map((e) => e.messageTitle)).toEqual(['he-375: new jobs', 'he-1366: new jobs', 'en-375: new jobs', 'Meetup in Tel Aviv']);
    expect(pageErrors).toEqual([]);
    expect(reports.join('\n\n')).toBe('');
  });
});
