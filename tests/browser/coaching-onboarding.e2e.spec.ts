import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { pdf } from '../uploads/fixtures';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// A new client onboards: checks their details (the server says what to fix), uploads a CV (a file
// too big is refused at once), books a first meeting a coach opened, then goes on to the journey;
// and the coach sees the booking on the meeting-slots screen.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
let admin: Person;
let coach: Person;

const words = {
  en: { title: 'Professional title', confirm: 'Confirm details', titleMissing: 'Enter your professional title', choose: 'Choose file', tooBig: 'File too big - 50 KB Max', booked: 'Your meeting:', toJourney: 'Go to my journey', cvTab: 'CV + Cover', staff: 'Meeting slots', bookedBy: 'Booked by' },
  he: { title: 'תפקיד מקצועי', confirm: 'אישור פרטים', titleMissing: 'יש להזין תפקיד מקצועי', choose: 'בחירת קובץ', tooBig: 'הקובץ גדול מדי - עד 50KB', booked: 'הפגישה שלך:', toJourney: 'למסע שלי', cvTab: 'קו״ח + מכתב', staff: 'מועדי פגישות', bookedBy: 'נקבע על ידי' },
} as const;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('a client onboards', () => {
  for (const [index, [width, language]] of ([[1366, 'en'], [375, 'he']] as [number, Language][]).entries()) {
    it(`checks details, uploads a CV, books a meeting, then sees the journey (${width} px, ${language})`, async () => {
      const w = words[language];
      const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: `Client${index}` });
      const start = new Date(Date.now() + (3 + index) * 86_400_000);
      start.setUTCHours(7, 0, 0, 0);
      expect((await t.call('openMeetingSlots', { start: start.toISOString(), minutes: 30, count: 3 }, coach.token)).status).toBe(200);

      const { page } = await personPage(browser, { width, language, token: client.token }, pageErrors);
      await page.goto(`${t.app.url}/`);
      const title = page.getByLabel(w.title);
      await title.waitFor();
      await screenshot(page, `onboarding-1-details-${width}-${language}`);
      // the server's rule, said on the field
      await title.fill('   ');
      await page.getByRole('button', { name: w.confirm }).click();
      await page.getByText(w.titleMissing).waitFor();
      await title.fill('Product Manager');
      await page.getByLabel(language === 'he' ? 'טלפון' : 'Phone').fill('050-1234567');
      await page.getByRole('button', { name: w.confirm }).click();

      const chooser = page.getByRole('button', { name: w.choose });
      await chooser.waitFor();
      await page.getByTestId('cv-file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(60_000, 0x20)]) });
      await page.getByText(w.tooBig).waitFor();
      await page.getByTestId('cv-file').setInputFiles({ name: 'Noa CV.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByRole('link', { name: 'Noa CV.pdf' }).waitFor();
      await screenshot(page, `onboarding-2-cv-${width}-${language}`);

      const firstTime = page.getByRole('button', { name: new RegExp(language === 'he' ? 'קביעה' : 'Book') }).first();
      await firstTime.waitFor();
      await screenshot(page, `onboarding-3-times-${width}-${language}`);
      await firstTime.click();
      await page.getByText(w.booked).waitFor();
      await screenshot(page, `onboarding-4-booked-${width}-${language}`);
      // in the screen's language: the browser's choice is the account's, and its mail is written in it
      const mails = await t.mailsTo(client.email, 2);
      expect(mails.some((m) => (language === 'he' ? /^הפגישה שלך/ : /meeting/).test(m.subject))).toBe(true);

      await page.getByRole('button', { name: w.toJourney }).click();
      await page.getByRole('heading', { name: `Noa Client${index}` }).waitFor();
      await page.getByRole('tab', { name: w.cvTab }).click();
      await page.getByRole('link', { name: 'Noa CV.pdf' }).waitFor();
      await screenshot(page, `onboarding-5-journey-cv-${width}-${language}`);
      await page.context().close();

      const staff = await personPage(browser, { width, language, token: coach.token }, pageErrors);
      await staff.page.goto(`${t.app.url}/jobhunt-meeting-slots`);
      await staff.page.getByRole('heading', { name: w.staff }).waitFor();
      await staff.page.getByText(`Noa Client${index}`, { exact: false }).first().waitFor();
      await screenshot(staff.page, `onboarding-6-staff-slots-${width}-${language}`);
      await staff.context.close();
      expect(pageErrors).toEqual([]);
    });
  }
});
