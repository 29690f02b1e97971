import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Company } from '../../contracts/marketplace/companies/company';
import { companyPath } from '../../contracts/marketplace/companies/company-values';
import type { Job } from '../../contracts/marketplace/jobs/job';
import { signInAdmin, type Person } from '../coaching/journey/journey-support';
import { currentReview } from '../marketplace/companies/companies-support';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A seeker reports a job ('Other' asks for words first), the Report button goes; an admin finds the
// report at /reports and deletes the job after a confirmation, while another seeker's open jobs list
// drops it live; a review reported from its company's page, deleted by an admin, leaves the page. In
// English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let admin: Person;
let reporter: Person;
let watcher: Person;
let recruiter: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  reporter = await t.signUp({ first_name: 'Rachel', last_name: 'Reporter' });
  watcher = await t.signUp({ first_name: 'Wes', last_name: 'Watcher' });
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: {
    report: (name: string) => `Report ${name}`, other: 'Other', send: 'Send report', otherNeedsText: "Tell us what is wrong when the reason is 'Other'", details: 'Tell us what is wrong',
    thanks: 'Thank you, the site administrators will look at your report', reports: 'Reports', search: 'Search', deleteJob: (label: string) => `Delete job: ${label}`,
    sure: 'Delete this job?', confirm: 'Delete job', deleted: 'The job was deleted',
    offensive: 'Offensive or abusive', deleteReview: (label: string) => `Delete Review: ${label}`, sureReview: 'Delete this Review?', confirmReview: 'Delete Review', reviewDeleted: 'The Review was deleted', reviewsTab: /^Reviews/,
  },
  he: {
    report: (name: string) => `דיווח על ${name}`, other: 'אחר', send: 'שליחת דיווח', otherNeedsText: "יש לכתוב מה לא בסדר כשהסיבה היא 'אחר'", details: 'מה לא בסדר?',
    thanks: 'תודה, מנהלי האתר יבדקו את הדיווח', reports: 'דיווחים', search: 'חיפוש', deleteJob: (label: string) => `מחיקת משרה: ${label}`,
    sure: 'למחוק את המשרה?', confirm: 'מחיקת משרה', deleted: 'המשרה נמחקה',
    offensive: 'פוגעני או מעליב', deleteReview: (label: string) => `מחיקה (ביקורת): ${label}`, sureReview: 'למחוק (ביקורת)?', confirmReview: 'מחיקה (ביקורת)', reviewDeleted: 'הפריט (ביקורת) נמחק', reviewsTab: /^חוות דעת/,
  },
} as const;

describe('reports and moderation in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('reports a job, and an admin deletes it while an open list drops it (%s)', async (_, look) => {
    const w = words[look.language];
    const title = `Suspicious Offer ${tag(look)}`;
    const label = `${title} · Acme Labs`;
    const posted = await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, recruiter.token);
    expect(posted.status).toBe(200);

    // the seeker reports it from the job's page
    const seeker = await personPage(browser, { ...look, token: reporter.token }, pageErrors);
    await seeker.page.goto(`${t.app.url}/jobs/${posted.body.job.slug}`);
    const reportButton = seeker.page.getByRole('button', { name: w.report(title) });
    await reportButton.waitFor({ timeout: 30_000 });
    await reportButton.click();
    const dialog = seeker.page.getByRole('dialog', { name: w.report(title) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: w.other }).check();
    await dialog.getByRole('button', { name: w.send }).click();
    await dialog.getByText(w.otherNeedsText).waitFor();
    await screenshot(seeker.page, `reports-dialog-${tag(look)}`);
    await audit(seeker.page, `report dialog, ${tag(look)}`);
    await dialog.getByRole('textbox', { name: w.details }).fill('Asks candidates to pay for a training course first');
    await dialog.getByRole('button', { name: w.send }).click();
    await seeker.page.getByText(w.thanks).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // reported: the button is gone, also after a reload
    await seeker.page.reload();
    await seeker.page.getByRole('heading', { name: title, level: 2 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => seeker.page.getByRole('button', { name: w.report(title) }).count()).toBe(0);
    await seeker.context.close();

    // another seeker has the jobs list open
    const open = await personPage(browser, { ...look, token: watcher.token }, pageErrors);
    await open.page.goto(`${t.app.url}/jobs`);
    await open.page.getByRole('heading', { name: title, level: 3 }).first().waitFor({ timeout: 30_000 });

    // the admin deletes it from /reports, after a confirmation
    const staff = await personPage(browser, { ...look, token: admin.token }, pageErrors);
    await staff.page.goto(`${t.app.url}/reports`);
    await staff.page.getByRole('heading', { name: w.reports, level: 1 }).waitFor({ timeout: 30_000 });
    await staff.page.getByRole('searchbox', { name: w.search }).fill(title);
    const table = staff.page.getByRole('table', { name: w.reports });
    await table.getByRole('button', { name: w.deleteJob(label) }).waitFor();
    await expect.poll(() => table.getByRole('button', { name: w.deleteJob(label) }).count()).toBe(1);
    expect(await noSidewaysScroll(staff.page)).toBeLessThanOrEqual(0);
    await screenshot(staff.page, `reports-admin-${tag(look)}`);
    await audit(staff.page, `reports screen, ${tag(look)}`);
    // another admin has /reports open on the same report
    const colleague = await personPage(browser, { ...look, token: admin.token }, pageErrors);
    await colleague.page.goto(`${t.app.url}/reports`);
    await colleague.page.getByRole('searchbox', { name: w.search }).fill(title);
    const theirs = colleague.page.getByRole('table', { name: w.reports });
    await theirs.getByRole('button', { name: w.deleteJob(label) }).waitFor({ timeout: 30_000 });
    await table.getByRole('button', { name: w.deleteJob(label) }).click();
    const confirm = staff.page.getByRole('dialog', { name: w.sure });
    await confirm.waitFor();
    await screenshot(staff.page, `reports-confirm-${tag(look)}`);
    await confirm.getByRole('button', { name: w.confirm }).click();
    await staff.page.getByText(w.deleted).first().waitFor();
    await expect.poll(() => staff.page.getByRole('table', { name: w.reports }).getByRole('button', { name: w.deleteJob(label) }).count()).toBe(0);

    // the colleague's /reports dropped the handled report, without a reload
    await expect.poll(() => theirs.getByRole('button', { name: w.deleteJob(label) }).count(), { timeout: 10_000 }).toBe(0);
    await colleague.context.close();

    // the open list dropped it, without a reload
    await expect.poll(() => open.page.getByRole('heading', { name: title, level: 3 }).count(), { timeout: 10_000 }).toBe(0);
    await screenshot(open.page, `reports-list-dropped-${tag(look)}`);
    await staff.context.close();
    await open.context.close();
  });

  it.each(flowLooks.map((look) => [tag(look), look] as const))(
    "reports a review from its company's page, and an admin deletes it: the page no longer shows it (%s)",
    async (_, look) => {
      const w = words[look.language];
      const name = `Reviewed Works ${tag(look)}`;
      const headline = `Rude words about people ${tag(look)}`;
      const added = await t.call<{ company: Company }>('addCompany', { company: name }, recruiter.token);
      expect(added.status).toBe(200);
      const company = added.body.company;
      expect((await t.call('addReview', currentReview(company._id, { headline }), recruiter.token)).status).toBe(200);

      // the seeker reports it from the company's page; the button goes
      const seeker = await personPage(browser, { ...look, token: reporter.token }, pageErrors);
      await seeker.page.goto(`${t.app.url}${companyPath(company)}`);
      const card = seeker.page.getByRole('article', { name: headline });
      await card.getByRole('button', { name: w.report(headline) }).click({ timeout: 30_000 });
      const dialog = seeker.page.getByRole('dialog', { name: w.report(headline) });
      await dialog.getByRole('radio', { name: w.offensive }).check();
      await screenshot(seeker.page, `reports-review-dialog-${tag(look)}`);
      await dialog.getByRole('button', { name: w.send }).click();
      await seeker.page.getByText(w.thanks).first().waitFor();
      await expect.poll(() => card.getByRole('button', { name: w.report(headline) }).count()).toBe(0);
      await screenshot(seeker.page, `reports-review-reported-${tag(look)}`);
      await audit(seeker.page, `reported review, ${tag(look)}`);

      // the admin deletes it from /reports, after a confirmation
      const staff = await personPage(browser, { ...look, token: admin.token }, pageErrors);
      await staff.page.goto(`${t.app.url}/reports`);
      await staff.page.getByRole('heading', { name: w.reports, level: 1 }).waitFor({ timeout: 30_000 });
      await staff.page.getByRole('searchbox', { name: w.search }).fill(name);
      const table = staff.page.getByRole('table', { name: w.reports });
      await table.getByRole('button', { name: w.deleteReview(name) }).click();
      const confirm = staff.page.getByRole('dialog', { name: w.sureReview });
      await confirm.getByRole('button', { name: w.confirmReview }).click();
      await staff.page.getByText(w.reviewDeleted).first().waitFor();
      await staff.context.close();

      // the company page no longer shows it, nor counts it
      await seeker.page.reload();
      await seeker.page.getByRole('tab', { name: w.reviewsTab }).waitFor({ timeout: 30_000 });
      expect(await seeker.page.getByRole('tab', { name: w.reviewsTab }).textContent()).toMatch(/\(0\)/);
      expect(await seeker.page.getByRole('article', { name: headline }).count()).toBe(0);
      await screenshot(seeker.page, `reports-review-deleted-${tag(look)}`);
      await seeker.context.close();
    },
  );

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
