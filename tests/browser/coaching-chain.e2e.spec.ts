import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The coaching service end to end: a client records three interviews at one company and one
// elsewhere, gets an offer from one of them, compares it with a second offer side by side and signs
// it; staff then read the client's KPIs and go back in the journey's history to a moment before the
// offer. The client does every step in the browser; only the people are set up through the API.

let t: TestApp;
let browser: Browser;
let admin: Person;
let client: Person;
const pageErrors: string[] = [];

const words = {
  en: {
    interviews: 'Interviews', offers: 'Jobs & Offers', compare: /Compare offers/, side: 'Offers side by side', kpis: 'KPIs', history: 'Journey history', readOnly: 'Read-only', tracker: 'Interview tracker', myOffers: 'My Offers', noOffers: 'No offers yet.',
  },
  he: {
    interviews: 'ראיונות', offers: 'משרות והצעות', compare: /השוואת הצעות/, side: 'הצעות זו לצד זו', kpis: 'מדדים', history: 'היסטוריית המסע', readOnly: 'לקריאה בלבד', tracker: 'מעקב ראיונות', myOffers: 'ההצעות שלי', noOffers: 'עדיין אין הצעות.',
  },
} as const;
type Words = (typeof words)[Language];

// Each key screen is looked at in four ways; the last is the one the chain goes on in.
const looks: [number, Language][] = [
  [375, 'he'],
  [1366, 'he'],
  [375, 'en'],
  [1366, 'en'],
];
const languageOf = new WeakMap<Page, Language>();

// A person's browser whose language a look can change: it outlasts the reload, for this tab only.
async function lookPage(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await personPage(browser, { width: 1366, language: 'en', token }, pageErrors);
  await opened.context.addInitScript(() => {
    const language = sessionStorage.getItem('look.language');
    if (language) localStorage.setItem('jobswipe.language', language);
  });
  languageOf.set(opened.page, 'en');
  return opened;
}

// Each picture is a screen its function brings up (it may find it up already), taken in every look:
// a new language is a new start of the app, as for a person who switched it, so the screens are
// brought up again from there.
type Picture = [name: string, bringUp: (w: Words) => Promise<void>];
async function pictureInEveryLook(page: Page, pictures: Picture[]): Promise<void> {
  for (const [width, language] of looks) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 812 });
    if (languageOf.get(page) !== language) {
      await page.evaluate((l) => sessionStorage.setItem('look.language', l), language);
      await page.reload();
      languageOf.set(page, language);
    }
    for (const [name, bringUp] of pictures) {
      await bringUp(words[language]);
      await screenshot(page, `coaching-chain-${name}-${width}-${language}`);
    }
  }
}

// What a person reads: without the marks that keep names and numbers in their direction in Hebrew.
const unmarked = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
const read = async (locator: Locator): Promise<string> => unmarked((await locator.textContent()) ?? '');

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

beforeAll(async () => {
  t = await startTestApp({}, { OFFER_RATES: '2026-01-01 USD=4 EUR=5 GBP=6' });
  browser = await launchBrowser();
  admin = await signInAdmin(t);
  client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('a client’s offer, from the interview to the signed job, and the journey as it was', () => {
  it('the client adds interviews, gets an offer, compares two offers and signs one', async () => {
    const { page, context } = await lookPage(client.token);
    await page.goto(`${t.app.url}/personal-journey`);
    await openTab(page, 'Interviews');

    const addInterview = async (company: string, type: string, date: string, count: number) => {
      await page.getByRole('button', { name: 'Add Interview' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Company' }).fill(company);
      await dialog.getByRole('combobox', { name: 'Professional title' }).click();
      await page.getByRole('option', { name: 'Backend Developer', exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Seniority' }).click();
      await page.getByRole('option', { name: 'Senior' }).click();
      await dialog.getByLabel('Date').fill(date);
      await dialog.getByRole('combobox', { name: 'Interview type' }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Your summary' }).fill(`${type} with the team`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('article', { name: company }).textContent()).toContain(`${count} interview`);
    };
    // coming up, in the service that began today
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await addInterview('Wix', 'HR Interview', inDays(1), 1);
    await addInterview('Monday', 'HR Interview', inDays(2), 1);
    await addInterview('Wix', 'Professional Interview', inDays(8), 2);
    await addInterview('Wix', 'Hiring Manager Interview', inDays(15), 3);

    await pictureInEveryLook(page, [
      [
        'tracker-groups',
        async (w) => {
          await openTab(page, w.interviews);
          await page.getByRole('article', { name: 'Monday' }).waitFor();
          await page.getByRole('article', { name: 'Wix' }).scrollIntoViewIfNeeded();
        },
      ],
    ]);

    // the full journey timeline: every interview in a table that fits the screen, a phone's too
    await page.getByRole('link', { name: 'Full journey timeline' }).click();
    await pictureInEveryLook(page, [
      [
        'timeline',
        async () => {
          const table = page.getByRole('table');
          await expect.poll(() => table.getByRole('row').count()).toBe(5);
          expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
        },
      ],
    ]);
    await page.getByRole('link', { name: 'Back to the journey' }).click();
    await openTab(page, 'Interviews');

    // Wix made an offer: the status asks for Save, then the offer's full form opens, the company filled in
    const wix = page.getByRole('article', { name: 'Wix' });
    await wix.getByRole('button', { name: /Change status/ }).click();
    await page.getByRole('menuitem', { name: 'Got an Offer' }).click();
    const status = page.getByRole('dialog');
    await status.getByRole('button', { name: 'Save' }).click();
    const offerForm = page.getByRole('dialog', { name: 'Add offer' });
    await offerForm.waitFor();
    expect(await offerForm.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Wix');
    await offerForm.getByRole('textbox', { name: 'Job title' }).fill('Senior Backend Developer');
    await offerForm.getByRole('combobox', { name: 'Seniority' }).click();
    await page.getByRole('option', { name: 'Senior' }).click();
    await offerForm.getByRole('spinbutton', { name: 'First salary offer' }).fill('30000');
    await offerForm.getByRole('spinbutton', { name: 'Final salary' }).fill('33000');
    await offerForm.getByRole('textbox', { name: 'Clear job definition' }).fill('Leads the payments backend team');
    await offerForm.getByRole('button', { name: 'Save' }).click();
    await offerForm.waitFor({ state: 'detached' });
    await wix.getByRole('button', { name: 'Change status: Got an Offer' }).waitFor();

    // a second offer, in dollars, to compare with
    await openTab(page, 'Jobs & Offers');
    await page.getByTestId('offer-card').filter({ hasText: 'Wix' }).waitFor();
    await page.getByRole('button', { name: 'Add offer' }).click();
    const second = page.getByRole('dialog');
    await second.getByRole('textbox', { name: 'Company' }).fill('Monday');
    await second.getByRole('textbox', { name: 'Job title' }).fill('Backend Developer');
    await second.getByRole('spinbutton', { name: 'First salary offer' }).fill('7000');
    await second.getByRole('combobox', { name: 'Currency' }).first().click();
    await page.getByRole('option', { name: 'USD' }).click();
    await second.getByRole('spinbutton', { name: 'Final salary' }).fill('8000');
    await second.getByRole('combobox', { name: 'Currency' }).nth(1).click();
    await page.getByRole('option', { name: 'USD' }).click();
    await second.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('offer-card').filter({ hasText: 'Monday' }).waitFor();

    // side by side in shekels a month: Monday's 8,000 USD is 32,000 ILS, 4,000 (+14.29%) over its first offer
    await pictureInEveryLook(page, [
      [
        'compare',
        async (w) => {
          const compared = page.getByRole('dialog', { name: w.side });
          if (await compared.isVisible()) return;
          await openTab(page, w.offers);
          const cards = page.getByTestId('offer-card');
          await cards.nth(1).waitFor();
          for (const card of await cards.all()) await card.getByRole('checkbox').check();
          await page.getByRole('button', { name: w.compare }).click();
          await compared.getByText(/32,000 ILS/).first().waitFor();
          await compared.getByText(/\+14\.29%/).waitFor();
          await compared.getByText(/\+10%/).waitFor();
        },
      ],
    ]);
    await page.getByRole('dialog', { name: 'Offers side by side' }).getByRole('button', { name: 'Close' }).click();

    // Wix's offer signed: the job it became is listed
    await page.getByTestId('offer-card').filter({ hasText: 'Wix' }).getByRole('button', { name: 'Mark as signed…' }).click();
    const sign = page.getByRole('dialog');
    await sign.getByLabel('Start date').fill('2027-01-03');
    await sign.getByRole('button', { name: 'Mark as signed' }).click();
    const job = page.getByTestId('job-row').filter({ hasText: 'Signed offer' });
    await job.waitFor();
    expect(await job.textContent()).toContain('Wix');

    await context.close();
  });

  it('staff read the client’s KPIs, then the journey as it was before the offer', async () => {
    const staff = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
    const { page, context } = await lookPage(staff.token);
    await page.goto(`${t.app.url}/kpis?userId=${client.userId}`);

    await pictureInEveryLook(page, [
      [
        'kpis',
        async (w) => {
          await page.getByRole('heading', { name: w.kpis, exact: true }).waitFor();
          await page.locator('canvas').first().waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
        },
      ],
      ['kpis-offers', (w) => page.getByRole('region', { name: w.myOffers }).scrollIntoViewIfNeeded()],
    ]);
    // three interviews at Wix make it a main process; the offer improved 3,000 (10%) on the first
    const main = page.getByRole('region', { name: 'Main Processes' });
    expect(await read(main)).toContain('Wix');
    expect(await read(main)).toContain('3 interviews · Got an Offer');
    expect(await read(main)).not.toContain('Monday');
    await page.getByRole('img', { name: /^Interviews: .*HR Interview \(2\)/ }).waitFor();
    const offers = page.getByRole('region', { name: 'My Offers' });
    expect(await read(offers)).toContain('Wix · 33,000 ILS a month');
    expect(await read(offers)).toContain('Final against first offer: +3,000 ILS (+10%)');
    expect(await read(offers)).toContain('Monday · 8,000 USD a month');

    await page.getByRole('link', { name: 'Journey history' }).click();
    const entries = page.getByRole('region', { name: 'Changes' }).getByRole('button');
    await entries.first().waitFor();
    const texts = (await entries.allTextContents()).map(unmarked);
    // newest first: the moment before the offer is the change just below the move to Got an Offer
    const gotAnOffer = texts.findIndex((text) => text.includes('Interview at Wix: Interviewing → Got an Offer'));
    expect(gotAnOffer).toBeGreaterThan(0);
    const stepsBack = gotAnOffer + 2;

    await pictureInEveryLook(page, [
      [
        'history-before-offer',
        async (w) => {
          await page.getByRole('heading', { name: w.history, exact: true }).waitFor();
          const slider = page.getByRole('slider');
          await slider.focus();
          await page.keyboard.press('End');
          for (let i = 0; i < stepsBack; i++) await page.keyboard.press('ArrowDown');
          await page.getByRole('status').filter({ hasText: w.readOnly }).waitFor();
          const tracker = page.getByRole('region', { name: w.tracker });
          await expect.poll(() => tracker.getByRole('listitem').count()).toBe(4);
          await page.getByRole('region', { name: w.myOffers }).getByText(w.noOffers).waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
        },
      ],
      ['history-before-offer-tracker', (w) => page.getByRole('region', { name: w.tracker }).scrollIntoViewIfNeeded()],
    ]);
    const tracker = await read(page.getByRole('region', { name: 'Interview tracker' }));
    expect(tracker).not.toContain('Got an Offer');
    expect(tracker.match(/Wix/g)).toHaveLength(3);
    expect(tracker.match(/Monday/g)).toHaveLength(1);
    await context.close();
  });

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
