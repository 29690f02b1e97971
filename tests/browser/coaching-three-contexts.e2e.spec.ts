import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { details } from '../coaching/onboarding/onboarding-support';
import { pdf } from '../uploads/fixtures';
import { launchBrowser, openAs, screenshot, type Language } from './support/browser';

// The coaching service end to end, in three browsers: a client onboards (details, a CV file, a
// meeting in a slot a coach opened); the coach picks the uploaded CV, sends the test and approves
// publishing; a third staff member watches the publish grid list the client, places part 1, and sees
// the publisher send it, all without a reload. The recruiters' mail carries a link to the CV file.
// The app's clock runs a day and an hour behind, so a part placed on the grid is due at once for the
// task queue (which keeps real time).

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
let admin: Person;
let coach: Person;
let client: Person;
const CV = Buffer.concat([pdf, Buffer.from('% Noa Three, product manager\n')]);

beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() - 25 * 3600_000) });
  browser = await launchBrowser();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
  client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Three' });
  const setup = [
    await t.call('importRecruiterContacts', { csv: 'email,name,company\nrina@acme.example,Rina Levi,Acme\nhr@globex.example,Gabi,Globex\n' }, admin.token),
    await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@jobhunt.test'] }, coach.token),
    await t.call('addEditCoverLetter', { userId: client.userId, coverLetter: { title: 'Product manager', content: '<p>Hello recruiters</p>' } }, coach.token),
  ];
  for (const step of setup) expect(step.status, JSON.stringify(step.body)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const open = (token: string, path: string, width = 1366, language: Language = 'en') => openAs(browser, `${t.app.url}${path}`, { width, language, token }, pageErrors);
// staff find their screens in the account menu
const fromMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};
// a mailed link names PUBLIC_URL; the file is fetched from the app
const download = async (mailText: string) => {
  const link = /CV: (\S+)/.exec(mailText)?.[1] ?? '';
  const res = await fetch(link.replace('http://jobswipe.test', t.app.url));
  return { link, status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('onboarding to a sent part, in three browsers', () => {
  it('takes a client from onboarding to part 1 sent while staff watch the grid live', { timeout: 240_000 }, async () => {
    // the coach opens meeting times
    const coachPage = await open(coach.token, '/');
    await fromMenu(coachPage, 'Meeting slots');
    await coachPage.getByRole('heading', { name: 'Meeting slots' }).waitFor();
    await coachPage.getByRole('button', { name: 'Open slots' }).click();
    await coachPage.getByText('Open', { exact: true }).first().waitFor();

    // the client onboards
    const clientPage = await open(client.token, '/');
    await clientPage.getByLabel('Professional title').fill('Product Manager');
    await clientPage.getByLabel('Phone').fill('050-1234567');
    await screenshot(clientPage, 'three-contexts-onboarding-details-1366-en');
    await clientPage.getByRole('button', { name: 'Confirm details' }).click();
    await clientPage.getByRole('button', { name: 'Choose file' }).waitFor();
    await clientPage.getByTestId('cv-file').setInputFiles({ name: 'Noa CV.pdf', mimeType: 'application/pdf', buffer: CV });
    await clientPage.getByRole('link', { name: 'Noa CV.pdf' }).waitFor();
    const book = clientPage.getByRole('button', { name: /Book/ }).first();
    await book.waitFor();
    await screenshot(clientPage, 'three-contexts-onboarding-times-1366-en');
    await book.click();
    await clientPage.getByText('Your meeting:').waitFor();
    await screenshot(clientPage, 'three-contexts-onboarding-booked-1366-en');
    await clientPage.getByRole('button', { name: 'Go to my journey' }).click();
    await clientPage.getByRole('heading', { name: 'Noa Three' }).waitFor();
    // the coach's list says who booked
    await coachPage.reload();
    await coachPage.getByText('Booked by Noa Three', { exact: false }).waitFor();

    // a third staff member watches the publish grid
    const grid = await open(admin.token, '/');
    await fromMenu(grid, 'Publish schedule');
    await grid.getByRole('heading', { name: 'Publish schedule' }).waitFor();
    await grid.getByText('No approved client is waiting for a part').waitFor();
    await grid.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // the coach picks the uploaded CV, sends the test and approves
    await coachPage.goto(`${t.app.url}/personal-journey?userId=${client.userId}`);
    await coachPage.getByRole('tab', { name: 'CV + Cover' }).click();
    const cvList = coachPage.getByRole('region', { name: 'CV', exact: true });
    await cvList.getByRole('link', { name: 'Uploaded file' }).waitFor();
    await cvList.getByRole('button', { name: 'Pick for the cover letter' }).click();
    await cvList.getByText('Picked').waitFor();
    // the client's journey on to the Test Email step, where publishing opens
    for (let step = 0; step < 4; step++) {
      const finished = await t.call('finishPersonalJourneyStep', { step, userId: client.userId }, coach.token);
      expect(finished.status, `step ${step}`).toBe(200);
    }
    await coachPage.goto(`${t.app.url}/jobhunt-publication/${client.userId}`);
    await coachPage.getByRole('button', { name: 'Send test' }).click();
    const said = coachPage.getByRole('dialog').filter({ hasText: 'Email sent' });
    await said.getByText('Test sent to email, please check your inbox').waitFor();
    await said.getByRole('button', { name: 'OK' }).click();
    await coachPage.getByTestId('publish-status').getByText('Test sent').waitFor();
    const [test] = await t.mailsTo('qa@jobhunt.test');
    const tested = await download(test!.text_body);
    expect([tested.status, tested.bytes.equals(CV)]).toEqual([200, true]);
    await coachPage.getByRole('button', { name: 'Approve' }).click();
    await coachPage.getByRole('dialog', { name: 'Start publishing?' }).getByRole('button', { name: 'Approve' }).click();
    await coachPage.getByTestId('publish-status').getByText('Publishing').waitFor();

    // the watcher's grid lists the client, the part is placed and the publisher sends it
    const user = grid.getByTestId(`user-${client.userId}`);
    await user.getByText('Cycle 1 · parts 1, 2, 3, 4').waitFor({ timeout: 10_000 });
    await user.getByRole('button', { name: /^Noa Three Cycle 1/ }).click();
    await grid.getByRole('button', { name: 'Place Noa Three at 09:00, part 1' }).click();
    const cell = grid.getByTestId(`cell-${client.userId}-1`);
    await cell.getByTestId('cell-counts').getByText('2 sent · 0 excluded · 0 failed').waitFor({ timeout: 20_000 });
    expect(await cell.getAttribute('data-cell-status')).toBe('published');
    expect(await grid.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await screenshot(grid, 'three-contexts-grid-sent-1366-en');

    // a recruiter's mail opens the uploaded CV
    const [part] = await t.mailsTo('rina@acme.example');
    expect(part!.subject).toBe('Product manager');
    const sent = await download(part!.text_body);
    expect([sent.status, sent.bytes.equals(CV)]).toEqual([200, true]);
    expect(pageErrors).toEqual([]);
  });

  it('shows onboarding, the journey and the grid at 1366 and 375 px, in English and Hebrew', { timeout: 180_000 }, async () => {
    // a second client half way through onboarding: details checked, the CV to upload
    const maya = await personWith(t, admin, activeClient, { first_name: 'Maya', last_name: 'Two' });
    expect((await t.call('checkOnboardingData', { data: { ...details(maya.email), first_name: 'Maya', last_name: 'Two' } }, maya.token)).status).toBe(200);
    const tabs = { en: 'CV + Cover', he: 'קו״ח + מכתב' };
    for (const [width, language] of [[1366, 'en'], [375, 'he']] as const) {
      const onboarding = await open(maya.token, '/', width, language);
      await onboarding.getByTestId('cv-file').waitFor({ state: 'attached' });
      await screenshot(onboarding, `three-contexts-onboarding-cv-${width}-${language}`);
      await onboarding.context().close();

      const journey = await open(client.token, '/personal-journey', width, language);
      await journey.getByRole('heading', { name: 'Noa Three' }).waitFor();
      await screenshot(journey, `three-contexts-journey-${width}-${language}`);
      await journey.getByRole('tab', { name: tabs[language] }).click();
      await journey.getByRole('link', { name: 'Noa CV.pdf' }).waitFor();
      await screenshot(journey, `three-contexts-journey-cv-${width}-${language}`);
      await journey.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await screenshot(journey, `three-contexts-journey-footer-${width}-${language}`);
      await journey.context().close();

      const grid = await open(admin.token, '/jobhunt-publishes', width, language);
      await grid.getByTestId(`cell-${client.userId}-1`).waitFor();
      await screenshot(grid, `three-contexts-grid-${width}-${language}`);
      await grid.context().close();
    }
    expect(pageErrors).toEqual([]);
  });
});
