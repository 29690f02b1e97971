import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin } from '../coaching/journey/journey-support';
import { checkPage, describeViolations } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// Jobs & Offers: a client adds two offers (one in dollars), compares them side by side in one
// currency, and signs one; the signed offer becomes a job.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];

const words = {
  en: {
    tab: 'Jobs & Offers', add: 'Add offer', company: 'Company', title: 'Job title', first: 'First salary offer', final: 'Final salary', currency: 'Currency', save: 'Save',
    compare: /Compare offers/, side: 'Offers side by side', close: 'Close', signed: 'Mark as signed…', start: 'Start date', confirm: 'Mark as signed', required: 'Enter the company', fromOffer: 'Signed offer', offersHeading: 'Offers',
    addProject: 'Add project', projectTitle: 'Title', start_: 'Start', end: 'End', endsBefore: 'A project cannot end before it starts', deleteLabel: 'Delete', deleteProject: 'Delete this project?',
  },
  he: {
    tab: 'משרות והצעות', add: 'הוספת הצעה', company: 'חברה', title: 'שם התפקיד', first: 'הצעת שכר ראשונה', final: 'שכר סופי', currency: 'מטבע', save: 'שמירה',
    compare: /השוואת הצעות/, side: 'הצעות זו לצד זו', close: 'סגירה', signed: 'סימון כנחתם…', start: 'תאריך התחלה', confirm: 'סימון כנחתם', required: 'יש להזין את שם החברה', fromOffer: 'הצעה שנחתמה', offersHeading: 'הצעות',
    addProject: 'הוספת פרויקט', projectTitle: 'שם', start_: 'התחלה', end: 'סיום', endsBefore: '', deleteLabel: 'מחיקה', deleteProject: 'למחוק את הפרויקט?',
  },
} as const;

beforeAll(async () => {
  t = await startTestApp({}, { OFFER_RATES: '2026-01-01 USD=4 EUR=5 GBP=6' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('offers compared and signed', () => {
  for (const [width, language] of [
    [1366, 'en'],
    [375, 'he'],
  ] as [number, Language][]) {
    it(`adds two offers, compares them and signs one (${width} px, ${language})`, async () => {
      const w = words[language];
      const admin = await signInAdmin(t);
      const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
      await t.call('updatePersonalJourneyData', { data: { title: 'Data Analyst' } }, client.token);
      const { page, context } = await personPage(browser, { width, language, token: client.token }, pageErrors);
      await page.goto(`${t.app.url}/personal-journey`);
      await page.getByRole('tab', { name: w.tab }).click();

      const addOffer = async (company: string, first: string, final: string, dollars: boolean) => {
        await page.getByRole('button', { name: w.add }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: w.company }).fill(company);
        await dialog.getByRole('textbox', { name: w.title }).fill('Senior Analyst');
        await dialog.getByRole('spinbutton', { name: w.first }).fill(first);
        if (dollars) {
          await dialog.getByRole('combobox', { name: w.currency }).first().click();
          await page.getByRole('option', { name: 'USD' }).click();
        }
        await dialog.getByRole('spinbutton', { name: w.final }).fill(final);
        await dialog.getByRole('button', { name: w.save }).click();
        await page.getByTestId('offer-card').filter({ hasText: company }).waitFor();
      };

      // the form says what is missing before it sends anything
      await page.getByRole('button', { name: w.add }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
      await page.getByRole('dialog').getByText(w.required).waitFor();
      await screenshot(page, `coaching-offers-form-${width}-${language}`);
      await page.keyboard.press('Escape');

      await addOffer('Initech', '5000', '21000', true);
      await addOffer('Hooli', '19000', '23000', false);
      expect(await page.getByTestId('offer-card').count()).toBe(2);
      await page.getByRole('heading', { name: w.offersHeading, exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `coaching-offers-list-${width}-${language}`);

      for (const card of await page.getByTestId('offer-card').all()) await card.getByRole('checkbox').check();
      await page.getByRole('button', { name: w.compare }).click();
      const compared = page.getByRole('dialog', { name: w.side });
      await compared.waitFor();
      // 5000 USD at 4 ILS: 20,000 ILS a month beside Hooli's 19,000
      await compared.getByText(/20,000 ILS/).first().waitFor();
      await compared.getByText('+5%').waitFor();
      await screenshot(page, `coaching-offers-compare-${width}-${language}`);
      const violations = (await checkPage(page)).filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(violations, describeViolations(`offers compare ${width} ${language}`, violations)).toEqual([]);
      await compared.getByRole('button', { name: w.close }).click();

      await page.getByTestId('offer-card').filter({ hasText: 'Hooli' }).getByRole('button', { name: w.signed, exact: true }).click();
      const sign = page.getByRole('dialog');
      await sign.getByRole('button', { name: w.confirm }).click();
      // the start date is required
      expect(await sign.getByLabel(w.start).getAttribute('aria-invalid')).toBe('true');
      await sign.getByLabel(w.start).fill('2027-01-03');
      await sign.getByRole('button', { name: w.confirm }).click();
      await page.getByTestId('job-row').filter({ hasText: w.fromOffer }).waitFor();
      await page.getByTestId('job-row').filter({ hasText: w.fromOffer }).scrollIntoViewIfNeeded();
      await screenshot(page, `coaching-offers-signed-${width}-${language}`);

      const journey = await t.call<{ signedDate: string | null }>('getPersonalJourneyData', {}, client.token);
      expect(journey.body.signedDate).not.toBeNull();

      // a side project: the end may not come before the start; then it is listed, and deleted after a confirmation
      await page.getByRole('button', { name: w.addProject }).click();
      const project = page.getByRole('dialog');
      await project.getByRole('textbox', { name: w.projectTitle }).fill('Open data dashboard');
      await project.getByLabel(w.start_).fill('2026-05-01');
      await project.getByLabel(w.end).fill('2026-03-01');
      await project.getByRole('button', { name: w.save }).click();
      await expect.poll(() => project.getByLabel(w.end).getAttribute('aria-invalid')).toBe('true');
      if (w.endsBefore) await project.getByText(w.endsBefore).waitFor();
      await screenshot(page, `coaching-offers-project-form-${width}-${language}`);
      await project.getByLabel(w.end).fill('2026-09-30');
      await project.getByRole('button', { name: w.save }).click();
      const row = page.getByTestId('project-row').filter({ hasText: 'Open data dashboard' });
      await row.waitFor();
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `coaching-offers-projects-${width}-${language}`);
      await row.getByRole('button', { name: new RegExp(`^${w.deleteLabel}`) }).click();
      await page.getByRole('dialog', { name: w.deleteProject }).getByRole('button', { name: w.deleteLabel, exact: true }).click();
      await row.waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
