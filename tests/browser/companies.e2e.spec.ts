import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Company } from '../../contracts/marketplace/companies/company';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { addCompany, currentReview, interviewReview, okCall } from '../marketplace/companies/companies-support';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A seeker opens a job, follows its company to the company page, finds the required fields of a
// review marked when left empty, writes a review and sees the company's rating and counts change,
// marks another's review helpful, then finds the company from the list's search: in English and
// Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: {
    write: 'Write a review', dialog: (c: string) => `Review ${c}`, current: 'My current job', submit: 'Submit review', missing: 'Fill in the fields marked in red', rating: 'Overall rating',
    star: (n: number) => `${n} of 5 stars`, title: 'Your job title', type: 'Employment type', fullTime: 'Full-time', headline: 'Review headline', pros: 'Pros', cons: 'Cons', extra: 'A few more ratings (optional)',
    balance: 'Work/life balance', saved: 'Thank you for writing a review', ok: 'OK', reviews: (n: number) => `Reviews (${n})`, interviews: (n: number) => `Interviews (${n})`, jobs: (n: number) => `Jobs (${n})`,
    helpful: 'Helpful', helpfulOne: 'Helpful (1)', companies: 'Companies', search: 'Search companies', basedOn: (n: number) => `from ${n} reviews`,
  },
  he: {
    write: 'כתיבת חוות דעת', dialog: (c: string) => `חוות דעת על ${c}`, current: 'העבודה הנוכחית שלי', submit: 'שליחת חוות הדעת', missing: 'יש למלא את השדות המסומנים באדום', rating: 'דירוג כללי',
    star: (n: number) => `${n} מתוך 5 כוכבים`, title: 'התפקיד שלך', type: 'סוג העסקה', fullTime: 'משרה מלאה', headline: 'כותרת חוות הדעת', pros: 'יתרונות', cons: 'חסרונות', extra: 'עוד כמה דירוגים (לא חובה)',
    balance: 'איזון בין עבודה לחיים', saved: 'תודה שכתבת חוות דעת', ok: 'אישור', reviews: (n: number) => `חוות דעת (${n})`, interviews: (n: number) => `ראיונות (${n})`, jobs: (n: number) => `משרות (${n})`,
    helpful: 'מועיל', helpfulOne: 'מועיל (1)', companies: 'חברות', search: 'חיפוש חברות', basedOn: (n: number) => (n === 2 ? 'לפי שתי חוות דעת' : `לפי ${n} חוות דעת`),
  },
} as const;

describe('companies and reviews in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('opens a company from a job, writes a review and sees its rating and counts change (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Orchard Works ${tag(look)}`;
    // a recruiter's job under the company, someone else's review of it and an interview review
    const [recruiter, other, seeker] = await Promise.all([t.signUp({ lookingforwork: false }), t.signUp(), t.signUp()]);
    const posted = await okCall<{ job: { _id: string; slug: string } }>(t, 'createNewJob', { jobInfo: validJob({ title: 'Platform Engineer', company: name, company_url: 'orchard.example' }) }, recruiter.token);
    const company: Company = await addCompany(t, other.token, name);
    await okCall(t, 'addReview', currentReview(company._id, { rating: 2, headline: 'Slow but steady' }), other.token);
    await okCall(t, 'addReview', interviewReview(company._id), other.token);

    const { context, page } = await personPage(browser, { ...look, token: seeker.token }, pageErrors);
    // the job links to its company
    await page.goto(`${t.app.url}/jobs/${posted.job.slug}`);
    // (the list's footer links the company's jobs search by the same name: the job's own link)
    const link = page.getByRole('article').getByRole('link', { name, exact: true });
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');
    await page.getByRole('tab', { name: w.reviews(1) }).waitFor().catch(async (error: unknown) => {
      await screenshot(page, `companies-page-failed-${tag(look)}`);
      throw error;
    });
    await page.getByRole('tab', { name: w.interviews(1) }).waitFor();
    await page.getByRole('tab', { name: w.jobs(1) }).waitFor();
    expect(await page.getByTestId('company-rating').innerText()).toContain('2.0');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `companies-page-${tag(look)}`);
    await audit(page, `company page, ${tag(look)}`);

    // the required fields left empty are marked; then the review is written
    await page.getByRole('button', { name: w.write }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog(name) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: w.current }).check();
    await dialog.getByRole('button', { name: w.submit }).click();
    await dialog.getByText(w.missing).waitFor();
    expect(await dialog.getByRole('textbox', { name: w.headline }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `companies-review-missing-${tag(look)}`);
    await dialog.getByRole('group', { name: w.rating }).locator('label', { hasText: w.star(5) }).click();
    await dialog.getByRole('textbox', { name: w.title }).fill('Platform Engineer');
    await dialog.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: w.fullTime }).click();
    expect(await dialog.getByRole('region', { name: w.extra }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: w.headline }).fill(look.language === 'he' ? 'צוות נהדר ולמידה מתמדת' : 'Great team, steady growth');
    await dialog.getByRole('region', { name: w.extra }).waitFor();
    await dialog.getByRole('textbox', { name: w.pros, exact: true }).fill('Mentoring');
    await dialog.getByRole('textbox', { name: w.cons, exact: true }).fill('Long meetings');
    await dialog.getByRole('group', { name: w.balance }).locator('label', { hasText: w.star(4) }).click();
    await screenshot(page, `companies-review-dialog-${tag(look)}`);
    await audit(page, `review dialog, ${tag(look)}`);
    await dialog.getByRole('button', { name: w.submit }).click();
    await page.getByText(w.saved).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: w.ok }).click();

    // the rating and counts as the review moved them: (2 + 5) / 2
    await page.getByRole('tab', { name: w.reviews(2) }).waitFor();
    await expect.poll(() => page.getByTestId('company-rating').innerText()).toContain('3.5');
    expect(await page.getByTestId('company-rating').innerText()).toContain(w.basedOn(2));
    await page.getByRole('article', { name: look.language === 'he' ? 'צוות נהדר ולמידה מתמדת' : 'Great team, steady growth' }).waitFor();
    // the other's review found helpful, once
    const others = page.getByRole('article', { name: 'Slow but steady' });
    await others.getByRole('button', { name: w.helpful }).click();
    await expect.poll(() => others.getByRole('button', { name: w.helpfulOne }).isDisabled()).toBe(true);
    await screenshot(page, `companies-page-after-${tag(look)}`);
    // the other tabs: the interview review with its question, the company's job
    await page.getByRole('tab', { name: w.interviews(1) }).click();
    await page.getByRole('article', { name: 'Data Analyst' }).waitFor();
    await screenshot(page, `companies-interviews-${tag(look)}`);
    await page.getByRole('tab', { name: w.jobs(1) }).click();
    await page.getByRole('link', { name: /Platform Engineer/ }).waitFor();

    // the list's search finds it after more than 2 letters
    await page.goto(`${t.app.url}/companies`);
    await page.getByRole('heading', { name: w.companies, level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: w.search }).fill('orchard works');
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `companies-list-${tag(look)}`);
    await audit(page, `companies list, ${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
