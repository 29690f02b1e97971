import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { changePublication } from '../../command/coaching/publication/publication-commands';
import { TEST_EMAIL_STEP } from '../../contracts/coaching/journey/lists';
import type { PublishesData } from '../../contracts/coaching/publish-grid/calls';
import type { Questionnaire, TrackerCycle } from '../../contracts/coaching/tracker/interview';
import { startTestApp, type TestApp } from '../support/test-app';
import { activeClient, personWith, signInAdmin, walkJourneyTo, type Person } from '../coaching/journey/journey-support';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The interview tracker: a client adds interviews (three at one company, one elsewhere), moves one
// to a status that needs Save, sees Main Processes and the full journey timeline. A client rates a
// publication cycle from the keyboard; staff comment on it and fill in the intake questionnaire.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];

const words = {
  en: { tab: 'Interviews', add: 'Add Interview', company: 'Company', group: 'Professional title', title: 'Job title', seniority: 'Seniority', summary: 'Your summary', save: 'Save', required: 'Enter the company you interviewed with', main: 'Main Processes', theySaidNo: 'They said no', reason: 'Reason', reasonRequired: 'Say why (the reason is required)', timeline: 'Full journey timeline', senior: 'Senior' },
  he: { tab: 'ראיונות', add: 'הוספת ראיון', company: 'חברה', group: 'תחום מקצועי', title: 'שם התפקיד', seniority: 'בכירות', summary: 'הסיכום שלך', save: 'שמירה', required: 'יש להזין את החברה', main: 'תהליכים מרכזיים', theySaidNo: 'הם אמרו לא', reason: 'סיבה', reasonRequired: 'יש לכתוב סיבה (שדה חובה)', timeline: 'ציר המסע המלא', senior: 'בכיר' },
} as const;

const interview = (company: string, interviewDate: string) => ({ company, title: 'Backend Developer', titleGroup: 'Backend Developer', seniorityLevel: 'Senior', interviewDate, reviewFreeText: 'Talked about the team' });

beforeAll(async () => {
  t = await startTestApp({});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

// each flow at a desktop width in English and a phone width in Hebrew (the screen audits open the
// tracker in each language at both widths)
const sizes: [number, Language][] = [
  [1366, 'en'],
  [375, 'he'],
];

const cycleWords = {
  en: { tab: 'Interviews', filter: 'Publication cycle', first: 'Publication 1', panel: /Cycle summary/, stars: '4 stars', saved: 'Saved', comment: 'Manager comment on the cycle', saveComment: 'Save comment', questionnaire: 'Intake questionnaire', city: 'City', answer: 'Answer', staffComment: 'Staff comment', saveCity: 'Save City' },
  he: { tab: 'ראיונות', filter: 'סבב פרסום', first: 'פרסום 1', panel: /סיכום הסבב/, stars: '4 כוכבים', saved: 'נשמר', comment: 'הערת המנהל/ת על הסבב', saveComment: 'שמירת ההערה', questionnaire: 'שאלון היכרות', city: 'עיר', answer: 'תשובה', staffComment: 'הערת הצוות', saveCity: 'שמירת עיר' },
} as const;

// A client with an approved publication whose first part went out to 12 recipients.
async function clientWithCycle(admin: Person): Promise<Person> {
  const client = await personWith(t, admin, activeClient, { first_name: 'Rina', last_name: 'Cycle' });
  const them = { userId: client.userId };
  const must = async <T,>(name: string, body: unknown, token: string): Promise<T> => {
    const res = await t.call<T>(name, body, token);
    if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await must('jhPublishUpdateGlobals', { flag: false, sendNewslettersOn: true }, admin.token);
  await must('updatePersonalJourneyData', { data: { title: 'Data Analyst' } }, client.token);
  await must('addResume', { link: 'https://docs.google.com/document/d/abcdefghijklmnop/edit' }, client.token);
  await must('addEditCoverLetter', { coverLetter: { title: 'Data analyst', content: '<p>Hello recruiters</p>' } }, client.token);
  await must('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@jobhunt.test'] }, admin.token);
  await walkJourneyTo(t, TEST_EMAIL_STEP, client);
  await must('sendPersonalJourneyTest', them, admin.token);
  await must('approvePublish', { ...them, newCycle: true }, admin.token);
  const grid = await must<PublishesData>('changePublishList', { part: 1, publishTime: '10:00', userData: them }, admin.token);
  const cell = grid.publishList.find((c) => c.part === 1 && c.userId === client.userId)!;
  const ctx = { actor: null, correlationId: `job:publish-part:${cell._id}` };
  await changePublication(t.app.deps, client.userId, { type: 'StartPart', cycleId: cell.cycleId, part: 1, cellId: cell._id }, ctx);
  await changePublication(t.app.deps, client.userId, { type: 'RecordPart', cycleId: cell.cycleId, part: 1, cellId: cell._id, sent: 12, excluded: 0, failed: 0, error: null, parts: (await t.app.deps.settings()).parts }, ctx);
  return client;
}

describe('the cycle summary and the intake questionnaire', () => {
  for (const [width, language] of sizes) {
    it(`lets the client rate a cycle by keyboard, staff comment on it and answer the questionnaire (${width} px, ${language})`, async () => {
      const w = cycleWords[language];
      const admin = await signInAdmin(t);
      const client = await clientWithCycle(admin);
      const cyclesOf = async () => (await t.call<{ cycles: TrackerCycle[] }>('getInterviewsForUser', { userId: client.userId }, admin.token)).body.cycles;

      const own = await personPage(browser, { width, language, token: client.token }, pageErrors);
      await own.page.goto(`${t.app.url}/personal-journey`);
      await own.page.getByRole('tab', { name: w.tab }).click();
      await own.page.getByRole('combobox', { name: w.filter }).click();
      await own.page.getByRole('option', { name: w.first }).click();
      const panel = own.page.getByRole('region', { name: w.panel });
      // the client reads the comment but cannot write one
      expect(await panel.getByRole('textbox').count()).toBe(0);
      await panel.getByRole('radio', { name: w.stars }).focus();
      await own.page.keyboard.press('Space');
      await panel.getByText(w.saved).waitFor();
      await expect.poll(async () => (await cyclesOf())[0]?.rating).toBe(4);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(own.page, `coaching-tracker-cycle-client-${width}-${language}`);
      await own.context.close();

      const staff = await personPage(browser, { width, language, token: admin.token }, pageErrors);
      await staff.page.goto(`${t.app.url}/personal-journey?userId=${client.userId}`);
      await staff.page.getByRole('tab', { name: w.tab }).click();
      await staff.page.getByRole('combobox', { name: w.filter }).click();
      await staff.page.getByRole('option', { name: w.first }).click();
      const staffPanel = staff.page.getByRole('region', { name: w.panel });
      await staffPanel.getByRole('textbox', { name: w.comment }).fill('Few answers so far: try a broader title');
      await staffPanel.getByRole('button', { name: w.saveComment }).click();
      await staffPanel.getByText(w.saved).waitFor();
      await expect.poll(async () => (await cyclesOf())[0]?.csComment).toBe('Few answers so far: try a broader title');
      await staffPanel.scrollIntoViewIfNeeded();
      await screenshot(staff.page, `coaching-tracker-cycle-staff-${width}-${language}`);

      await staff.page.getByRole('button', { name: w.questionnaire }).click();
      const city = staff.page.getByRole('form', { name: w.city });
      await city.getByRole('textbox', { name: w.answer }).fill('Haifa');
      await city.getByRole('textbox', { name: w.staffComment }).fill('Open to Tel Aviv too');
      await city.getByRole('button', { name: w.saveCity }).click();
      await city.getByText(w.saved).waitFor();
      const saved = await t.call<{ questionnaire: Questionnaire | null }>('getQuestionnaire', { userId: client.userId }, admin.token);
      expect(saved.body.questionnaire).toMatchObject({ city: 'Haifa', comments: { city: 'Open to Tel Aviv too' } });
      await staff.page.getByRole('button', { name: w.questionnaire }).scrollIntoViewIfNeeded();
      await screenshot(staff.page, `coaching-tracker-questionnaire-${width}-${language}`);
      await staff.context.close();
    });
  }
});

describe('the interview tracker', () => {
  for (const [width, language] of sizes) {
    it(`adds interviews, saves a refusal with its reason, shows Main Processes and the timeline (${width} px, ${language})`, async () => {
      const w = words[language];
      const admin = await signInAdmin(t);
      const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
      await t.call('updatePersonalJourneyData', { data: { title: 'Backend Developer' } }, client.token);
      for (const date of ['2030-03-01', '2030-03-08']) expect((await t.call('createEditTalentInterview', { newData: interview('Wix', date) }, client.token)).status).toBe(200);
      const { page, context } = await personPage(browser, { width, language, token: client.token }, pageErrors);
      await page.goto(`${t.app.url}/personal-journey`);
      await page.getByRole('tab', { name: w.tab }).click();
      await page.getByRole('heading', { name: w.main }).waitFor();

      // the form says what is missing before it sends anything
      await page.getByRole('button', { name: w.add }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.getByText(w.required).waitFor();
      await screenshot(page, `coaching-tracker-form-${width}-${language}`);

      // the third interview at Wix, through the form
      await dialog.getByRole('combobox', { name: w.company }).fill('Wix');
      await dialog.getByRole('combobox', { name: w.group }).click();
      await page.getByRole('option', { name: 'Backend Developer', exact: true }).click();
      await dialog.getByRole('combobox', { name: w.seniority }).click();
      await page.getByRole('option', { name: w.senior, exact: true }).click();
      await dialog.getByRole('textbox', { name: w.summary }).fill('Met the team lead');
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await t.call('createEditTalentInterview', { newData: interview('Monday', '2030-02-01') }, client.token)).status).toBe(200);
      await page.reload();
      await page.getByRole('tab', { name: w.tab }).click();

      const wix = page.getByRole('article', { name: 'Wix' });
      await wix.waitFor();
      await expect.poll(() => wix.textContent()).toMatch(/3/);
      await page.getByRole('heading', { name: w.main }).scrollIntoViewIfNeeded();
      await screenshot(page, `coaching-tracker-groups-${width}-${language}`);

      // They said no only sets the form: Save, and the reason is required
      const monday = page.getByRole('article', { name: 'Monday' });
      await monday.getByRole('button', { name: /:/ }).first().click();
      await page.getByRole('menuitem', { name: w.theySaidNo }).click();
      const status = page.getByRole('dialog');
      await status.getByRole('button', { name: w.save }).click();
      await status.getByText(w.reasonRequired).waitFor();
      await screenshot(page, `coaching-tracker-status-${width}-${language}`);
      await status.getByRole('textbox', { name: w.reason }).fill('They chose someone else');
      await status.getByRole('button', { name: w.save }).click();
      await status.waitFor({ state: 'detached' });
      const after = await t.call<{ interviewGroups: { _id: string; status: string; mainProcess: boolean }[] }>('getInterviewsForUser', {}, client.token);
      expect(after.body.interviewGroups.map((g) => [g._id, g.status, g.mainProcess])).toEqual([
        ['Wix', expect.any(String), true],
        ['Monday', 'They said no', false],
      ]);

      await page.getByRole('link', { name: w.timeline }).click();
      await page.getByRole('table').waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(5);
      await screenshot(page, `coaching-tracker-timeline-${width}-${language}`);
      await context.close();
    });
  }

  it('threw nothing on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
