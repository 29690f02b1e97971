import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { signUpAdmin } from '../marketplace/credits-support';
import { freePort } from '../support/free-port';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// Seekers buy the Pro plan as people do: the Go Pro offer, the plans, the sandbox provider's
// checkout page, a card that pays or is declined, and the way back to the product. Then an admin
// reads the payments report.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
type Account = { token: string; userId: string; email: string };
let dana: Account;
let yoni: Account;
let admin: { token: string; userId: string };

type Look = { width: 1366 | 375; language: Language };
type Months = 1 | 3 | 6;
const tag = ({ width, language }: Look) => `${width}-${language}`;
const isPhone = ({ width }: Look) => width < 768;

beforeAll(async () => {
  // the checkout sends the buyer back to PUBLIC_URL: here, the very address the browser uses
  const port = await freePort();
  t = await startTestApp({}, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  expect(t.app.url).toBe(`http://127.0.0.1:${port}`);
  browser = await launchBrowser();
  dana = await t.signUp({ lookingforwork: true, first_name: 'Dana', last_name: 'Levi' });
  yoni = await t.signUp({ lookingforwork: true, first_name: 'Yoni', last_name: 'Bar' });
  admin = await signUpAdmin(t, 'payments-report-admin@example.com');
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const signedIn = ({ width, language }: Look, token: string) => personPage(browser, { width, language, token }, pageErrors);
const audit = auditInto(axeReports);

// Intl puts direction marks and no-break spaces around Hebrew amounts
const plain = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();

const latinWords = (text: string, allowed: readonly string[]) => allowed.reduce((rest, word) => rest.split(word).join(' '), text).match(/[A-Za-z]{2,}/g) ?? [];

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

async function expectNoSidewaysScroll(page: Page, inside?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'page scrolls sideways').toBeLessThanOrEqual(0);
  if (inside) expect(await inside.evaluate((el) => el.scrollWidth - el.clientWidth), 'content wider than its box').toBeLessThanOrEqual(0);
}

const words = {
  en: {
    goPro: 'Go Pro',
    title: 'Unlock Our Most Exclusive Features',
    plans: 'Choose a plan',
    continue: 'Continue',
    ok: 'OK',
    months: { 6: '6 months', 3: '3 months', 1: '1 month' },
    plan: {
      6: ['Best Value', 'Save 52%', '₪199.26 in total', '₪33.21 / month'],
      3: ['Most Popular', 'Save 32%', '₪142.05 in total', '₪47.35 / month'],
      1: ['₪69.90 in total', '₪69.90 / month'],
    },
    save: 'Save',
    paid: { title: 'Pro activated', text: 'Welcome to Pro! Your invoice will arrive by email within a few minutes.' },
    declined: { title: 'Error', text: 'Something went wrong, please contact us by email: payments@jobswipe.co.il' },
  },
  he: {
    goPro: 'שדרוג ל-Pro',
    title: 'פתחו את התכונות הבלעדיות שלנו',
    plans: 'בחירת מסלול',
    continue: 'המשך',
    ok: 'אישור',
    months: { 6: '6 חודשים', 3: '3 חודשים', 1: 'חודש אחד' },
    plan: {
      6: ['המשתלם ביותר', 'חיסכון של 52%', '199.26 ₪ בסך הכול', '33.21 ₪ לחודש'],
      3: ['הפופולרי ביותר', 'חיסכון של 32%', '142.05 ₪ בסך הכול', '47.35 ₪ לחודש'],
      1: ['69.90 ₪ בסך הכול', '69.90 ₪ לחודש'],
    },
    save: 'חיסכון',
    paid: { title: 'מנוי Pro הופעל', text: 'ברוכים הבאים ל-Pro! החשבונית תגיע באימייל בתוך כמה דקות.' },
    declined: { title: 'שגיאה', text: 'משהו השתבש, אנא פנו אלינו באימייל: payments@jobswipe.co.il' },
  },
} as const;

// what the sandbox provider's page says about each plan (it is in English whatever the product's language)
const checkoutOf = {
  6: { heading: 'Pro plan, 6 months', perMonth: '33.21 ILS a month', total: '199.26 ILS', badges: ['Save 52%', 'Best Value'] },
  3: { heading: 'Pro plan, 3 months', perMonth: '47.35 ILS a month', total: '142.05 ILS', badges: ['Save 32%', 'Most Popular'] },
  1: { heading: 'Pro plan, 1 month', perMonth: '69.90 ILS a month', total: '69.90 ILS', badges: [] },
} as const;

const cards = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

// where the product offers Pro: the top bar on a wide screen, the Activity page on a phone
const startAt = (look: Look) => (isPhone(look) ? '/activity' : '/jobs');

async function openProDialog(page: Page, look: Look): Promise<Locator> {
  const w = words[look.language];
  await page.goto(`${t.app.url}${startAt(look)}`);
  const offer = (isPhone(look) ? page.getByRole('main') : page.getByRole('banner')).getByRole('button', { name: w.goPro });
  await offer.click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: w.title });
  await dialog.waitFor();
  return dialog;
}

// the three plans, 6 months first, each with its price and labels; 3 months chosen
async function expectPlans(dialog: Locator, language: Language) {
  const w = words[language];
  const options = dialog.getByRole('radiogroup', { name: w.plans }).locator('label');
  await options.first().waitFor();
  expect(await options.count()).toBe(3);
  for (const [i, months] of ([6, 3, 1] as const).entries()) {
    const text = plain(await options.nth(i).innerText());
    expect(text.startsWith(w.months[months]), text).toBe(true);
    for (const piece of w.plan[months]) expect(text).toContain(piece);
    if (months === 1) expect(text).not.toContain(w.save);
    expect(await options.nth(i).getByRole('radio').isChecked()).toBe(months === 3);
  }
  return options;
}

async function choosePlan(dialog: Locator, options: Locator, look: Look, months: Months) {
  const index = ([6, 3, 1] as const).indexOf(months);
  await options.nth(index).getByText(words[look.language].months[months], { exact: true }).click();
  for (const [i, other] of ([6, 3, 1] as const).entries()) expect(await options.nth(i).getByRole('radio').isChecked()).toBe(other === months);
  const page = dialog.page();
  await Promise.all([page.waitForURL(/\/pay\/sandbox\/[^/?]+$/), dialog.getByRole('button', { name: words[look.language].continue, exact: true }).click()]);
  expect(page.url().startsWith(`${t.app.url}/pay/sandbox/`)).toBe(true);
}

async function payOnCheckout(page: Page, look: Look, months: Months, card: keyof typeof cards, name: string) {
  const plan = checkoutOf[months];
  await page.getByRole('heading', { name: plan.heading, level: 1 }).waitFor();
  await page.getByText(plan.perMonth, { exact: true }).waitFor();
  await page.getByText(plan.total, { exact: true }).waitFor();
  for (const badge of plan.badges) await page.getByText(badge, { exact: true }).waitFor();
  await page.getByText('Sandbox: no real money').waitFor();
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(cards[card]);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await expectNoSidewaysScroll(page);
  await screenshot(page, `purchase-checkout-${tag(look)}`);
  await page.getByRole('button', { name: `Pay ${plan.total}`, exact: true }).click();
}

// the message the product shows on the way back, on the page the buyer left from, the address cleaned
async function expectReturnMessage(page: Page, look: Look, outcome: 'paid' | 'declined') {
  const w = words[look.language];
  const notice = page.getByRole('dialog', { name: w[outcome].title, exact: true });
  await notice.waitFor({ timeout: 15_000 });
  expect(plain(await notice.innerText())).toContain(w[outcome].text);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(startAt(look));
  expect(await page.getByRole('dialog', { name: w.title }).count()).toBe(0);
  if (look.language === 'he') {
    expect(await direction(notice)).toBe('rtl');
    expect(latinWords(await notice.innerText(), ['payments@jobswipe.co.il', 'Pro'])).toEqual([]);
  }
  await expectNoSidewaysScroll(page, notice);
  await screenshot(page, `purchase-${outcome === 'paid' ? 'success' : 'error'}-${tag(look)}`);
  await notice.getByRole('button', { name: w.ok }).click();
  await notice.waitFor({ state: 'hidden' });
}

const proMark = (page: Page) => page.getByRole('banner').getByText('Pro', { exact: true });
const offerOf = (page: Page, look: Look) => (isPhone(look) ? page.getByRole('main') : page.getByRole('banner')).getByRole('button', { name: words[look.language].goPro });
const proStatus = async (token: string) => (await t.call<{ isPro: boolean; proEndDate: string | null }>('getProStatus', {}, token)).body;

const monthsFromNow = (months: number) => {
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
};

// one purchase from the offer to the way back, with the screenshots and audits of each screen
async function buy(look: Look, account: Account, name: string, months: Months, card: keyof typeof cards) {
  const { context, page } = await signedIn(look, account.token);
  const dialog = await openProDialog(page, look);
  const options = await expectPlans(dialog, look.language);
  if (look.language === 'he') {
    expect(await direction(dialog)).toBe('rtl');
    expect(latinWords(await dialog.innerText(), ['Pro'])).toEqual([]);
  }
  if (isPhone(look)) expect((await dialog.boundingBox())?.width).toBe(375);
  await expectNoSidewaysScroll(page, dialog);
  await screenshot(page, `purchase-pro-dialog-${tag(look)}`);
  await audit(page, `Pro dialog, ${tag(look)}`);
  await choosePlan(dialog, options, look, months);
  await payOnCheckout(page, look, months, card, name);
  await expectReturnMessage(page, look, card);
  return { context, page };
}

describe('buying the Pro plan, as seekers do it', () => {
  it('activates Pro for six months once the sandbox card pays, and marks the seeker Pro', async () => {
    const look: Look = { width: 1366, language: 'en' };
    const { context, page } = await buy(look, dana, 'Dana Levi', 6, 'paid');
    await proMark(page).waitFor({ timeout: 10_000 });
    expect(await offerOf(page, look).count()).toBe(0);
    await screenshot(page, `purchase-pro-activated-${tag(look)}`);

    // six months from the purchase (a day either way for short months)
    const status = await proStatus(dana.token);
    expect(status.isPro).toBe(true);
    expect(Math.abs(Date.parse(status.proEndDate ?? '') - monthsFromNow(6))).toBeLessThan(2 * 86_400_000);
    // a fresh load still shows the mark and no offer
    await page.reload();
    await proMark(page).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Open account menu' }).waitFor();
    expect(await offerOf(page, look).count()).toBe(0);
    await context.close();
  });

  it('says to contact payments by email when the card is declined, on a 375 px phone in Hebrew, and leaves the seeker without Pro', async () => {
    const look: Look = { width: 375, language: 'he' };
    const { context, page } = await buy(look, yoni, 'Yoni Bar', 3, 'declined');
    // still offered Pro, no Pro mark
    await offerOf(page, look).waitFor({ timeout: 10_000 });
    expect(await proMark(page).count()).toBe(0);
    expect(await proStatus(yoni.token)).toMatchObject({ isPro: false, proEndDate: null });
    await context.close();
  });
});

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const reportWords = {
  en: {
    title: 'Payments',
    summary: 'Summary',
    chips: ['1 paid', '₪199.26 received', '1 failed', '0 not completed'],
    dana: ['Dana Levi', 'Pro, 6 months', '₪199.26', 'Paid', '•••• 4242'],
    yoni: ['Yoni Bar', 'Pro, 3 months', '₪142.05', 'Failed', 'card declined', '•••• 0002'],
  },
  he: {
    title: 'תשלומים',
    summary: 'סיכום',
    chips: ['תשלום אחד שולם', '199.26 ₪ התקבלו', 'תשלום אחד נכשל', '0 לא הושלמו'],
    dana: ['Dana Levi', '6 חודשי Pro', '199.26 ₪', 'שולם', '•••• 4242'],
    yoni: ['Yoni Bar', '3 חודשי Pro', '142.05 ₪', 'נכשל', 'card declined', '•••• 0002'],
  },
} as const;

// a payment as the report shows it: a row of the table, which scrolls sideways inside its box on a phone
const paymentItem = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function expectReport(page: Page, look: Look) {
  const w = reportWords[look.language];
  await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 15_000 });
  const summary = page.getByRole('group', { name: w.summary });
  await summary.waitFor({ timeout: 15_000 });
  const chips = plain(await summary.innerText());
  for (const chip of w.chips) expect(chips).toContain(chip);
  const danaItem = paymentItem(page, 'Dana Levi');
  const yoniItem = paymentItem(page, 'Yoni Bar');
  expect(await danaItem.count()).toBe(1);
  expect(await yoniItem.count()).toBe(1);
  for (const piece of w.dana) expect(plain(await danaItem.innerText())).toContain(piece);
  for (const piece of w.yoni) expect(plain(await yoniItem.innerText())).toContain(piece);
  // newest first: the declined payment was started last
  const order = (await page.getByRole('row').filter({ hasText: /Dana Levi|Yoni Bar/ }).allInnerTexts()).map(plain);
  expect(order.map((text) => (text.includes('Yoni Bar') ? 'Yoni' : 'Dana'))).toEqual(['Yoni', 'Dana']);
  if (look.language === 'he') {
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // names, emails and the provider's own reason are data, not the product's words; CSV names a file format
    expect(latinWords(await page.getByRole('main').innerText(), ['Dana Levi', 'Yoni Bar', dana.email, yoni.email, 'card declined', 'Pro', 'CSV'])).toEqual([]);
  }
  await expectNoSidewaysScroll(page);
}

describe("the admins' payments report", () => {
  it('lists both payments of the last 30 days with their plan, status and totals, and says so when the days hold none', async () => {
    const look: Look = { width: 1366, language: 'en' };
    const { context, page } = await signedIn(look, admin.token);
    await page.goto(`${t.app.url}/jobs`);
    await page.getByRole('button', { name: 'Open account menu' }).click({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/payments');
    // today is in the default range: the last 30 days, in UTC as the server counts them
    await page.getByLabel('From').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('From').inputValue()).toBe(utcDay(29));
    expect(await page.getByLabel('To').inputValue()).toBe(utcDay(0));
    await expectReport(page, look);
    await screenshot(page, `payments-report-${tag(look)}`);
    await audit(page, `payments report, ${tag(look)}`);

    // days that leave today out: nothing was paid then
    await page.getByLabel('To').fill(utcDay(1));
    await page.getByText('No payments in these days', { exact: true }).waitFor();
    await page.getByText('Choose other days to see their payments.').waitFor();
    expect(await page.getByRole('group', { name: 'Summary' }).count()).toBe(0);
    expect(await paymentItem(page, 'Dana Levi').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('to')).toBe(utcDay(1));
    await screenshot(page, `payments-report-empty-${tag(look)}`);
    await audit(page, `payments report, no payments, ${tag(look)}`);

    // a first day after the last is refused before anything is asked
    await page.getByLabel('From').fill(utcDay(0));
    await page.getByText('The first day must come before the last', { exact: true }).waitFor();
    expect(await page.getByText('No payments in these days').count()).toBe(0);
    await page.getByLabel('To').fill(utcDay(0));
    await paymentItem(page, 'Dana Levi').waitFor();
    expect(plain(await page.getByRole('group', { name: 'Summary' }).innerText())).toContain('1 paid');
    await context.close();
  });

  it('shows the same report on a 375 px phone and in Hebrew, right to left', async () => {
    for (const look of [{ width: 375, language: 'he' }, { width: 375, language: 'en' }, { width: 1366, language: 'he' }] as const) {
      const { context, page } = await signedIn(look, admin.token);
      await page.goto(`${t.app.url}/payments`);
      await expectReport(page, look);
      await screenshot(page, `payments-report-${tag(look)}`);
      await audit(page, `payments report, ${tag(look)}`);
      await context.close();
    }
  });

  it('tells a seeker the payments report is not theirs', async () => {
    const { context, page } = await signedIn({ width: 1366, language: 'en' }, yoni.token);
    await page.goto(`${t.app.url}/payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText("You don't have access to this page. Ask an administrator if you need it.").waitFor();
    expect(await page.getByLabel('From').count()).toBe(0);
    expect(await page.getByText('Yoni Bar').count()).toBe(0);
    await screenshot(page, 'payments-admin-only-1366-en');
    await context.close();
  });
});

describe('the way back in the other language and width', () => {
  it('activates Pro in Hebrew at 1366 px and tells of a declined card in English on a 375 px phone', async () => {
    const noa = await t.signUp({ lookingforwork: true, first_name: 'Noa', last_name: 'Cohen' });
    const omer = await t.signUp({ lookingforwork: true, first_name: 'Omer', last_name: 'Katz' });
    const hebrew: Look = { width: 1366, language: 'he' };
    const paid = await buy(hebrew, noa, 'Noa Cohen', 1, 'paid');
    await proMark(paid.page).waitFor({ timeout: 10_000 });
    expect(await offerOf(paid.page, hebrew).count()).toBe(0);
    expect((await proStatus(noa.token)).isPro).toBe(true);
    await paid.context.close();

    const english: Look = { width: 375, language: 'en' };
    const declined = await buy(english, omer, 'Omer Katz', 3, 'declined');
    await offerOf(declined.page, english).waitFor({ timeout: 10_000 });
    expect((await proStatus(omer.token)).isPro).toBe(false);
    await declined.context.close();
  });

  it('raised no errors in any page, and axe found no WCAG 2.1 AA violations on these screens', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
