import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInAdmin, type Person } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { GOOGLE_MEET, listedOccurrences, person, PRODUCT_WEBINAR, setLimit } from '../backoffice/events/events-support';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A visitor registers to a webinar's occurrence with one place: it is theirs and their page shows it;
// a second visitor finds it full ('not registered, no places left') and joins the waitlist; the first
// cancels with a reason and the second moves from the waitlist to registered. Staff check a
// registrant in, see a new registration come in live, and check everyone out after confirming.
// English and Hebrew, a wide screen and a phone.

let t: TestApp;
let browser: Browser;
let admin: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '0' });
  browser = await launchBrowser();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { register: 'Register', dialog: 'Register to the webinar', email: 'Email', first: 'First name', last: 'Last name', phone: 'Phone', full: 'No places left', fullText: 'not registered, no places left', join: 'Join the waitlist', registered: 'You are registered', waiting: 'You are on the waitlist', cancel: 'Cancel my registration', sure: 'Cancel the registration?', reason: 'Reason (optional)', confirm: 'Cancel the registration', cancelled: 'Your registration is cancelled', ics: 'Download .ics' },
  he: { register: 'להרשמה', dialog: 'הרשמה לוובינר', email: 'מייל', first: 'שם פרטי', last: 'שם משפחה', phone: 'טלפון', full: 'לא נשארו מקומות', fullText: 'לא נרשמת, לא נשארו מקומות', join: 'להיכנס לרשימת ההמתנה', registered: 'נרשמת', waiting: 'את/ה ברשימת ההמתנה', cancel: 'ביטול ההרשמה שלי', sure: 'לבטל את ההרשמה?', reason: 'סיבה (לא חובה)', confirm: 'לבטל את ההרשמה', cancelled: 'ההרשמה שלך בוטלה', ics: 'הורדת קובץ' },
} as const;

async function registerIn(page: Page, occurrence: string, w: (typeof words)['en' | 'he'], who: ReturnType<typeof person>) {
  await page.locator(`[data-occurrence="${occurrence}"]`).getByRole('button', { name: w.register }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByRole('textbox', { name: w.email }).fill(who.email);
  await dialog.getByRole('textbox', { name: w.first }).fill('דנה');
  await dialog.getByRole('textbox', { name: w.last }).fill('Levi');
  await dialog.getByRole('textbox', { name: w.phone }).fill(who.phone);
  await dialog.getByRole('button', { name: w.register }).click();
}

describe('webinar events in a browser', () => {
  it.each(flowLooks.map((look, i) => [tag(look), look, i] as const))('register until full, join the waitlist, cancel and see the waitlist move (%s)', async (_, look, i) => {
    const w = words[look.language];
    const eventUrl = i < 2 ? GOOGLE_MEET : PRODUCT_WEBINAR;
    const occurrence = listedOccurrences(eventUrl)[i % 2]!;
    await setLimit(t, admin.token, occurrence, 1);
    const first = await personPage(browser, look, pageErrors);
    await first.page.goto(`${t.app.url}/events/${eventUrl}`);
    await first.page.locator(`[data-occurrence="${occurrence}"]`).waitFor({ timeout: 30_000 });
    expect(await first.page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');
    await screenshot(first.page, `events-list-${tag(look)}`);
    await audit(first.page, `events page, ${tag(look)}`);
    // the only place is theirs: the page with their registration
    await registerIn(first.page, occurrence, w, person('first'));
    await first.page.getByRole('heading', { name: w.registered, exact: true }).waitFor({ timeout: 30_000 });
    expect(first.page.url()).toMatch(/\?id=.+&code=.+/);
    await first.page.getByRole('button', { name: new RegExp(w.ics) }).waitFor();
    expect(await noSidewaysScroll(first.page)).toBeLessThanOrEqual(0);
    await screenshot(first.page, `events-registered-${tag(look)}`);
    await audit(first.page, `events registered panel, ${tag(look)}`);

    // a second visitor finds it full and joins the waitlist
    const second = await personPage(browser, look, pageErrors);
    await second.page.goto(`${t.app.url}/events/${eventUrl}`);
    await registerIn(second.page, occurrence, w, person('second'));
    const full = second.page.getByRole('dialog', { name: w.full });
    await full.getByText(w.fullText).waitFor({ timeout: 30_000 });
    await screenshot(second.page, `events-full-${tag(look)}`);
    await full.getByRole('button', { name: w.join }).click();
    await second.page.getByRole('heading', { name: w.waiting }).waitFor({ timeout: 30_000 });
    await screenshot(second.page, `events-waiting-${tag(look)}`);

    // the first cancels, with a reason
    await first.page.getByRole('button', { name: w.cancel }).click();
    const sure = first.page.getByRole('dialog', { name: w.sure });
    await sure.getByRole('textbox', { name: w.reason }).fill('ראיון עבודה באותה שעה');
    await screenshot(first.page, `events-cancel-${tag(look)}`);
    await sure.getByRole('button', { name: w.confirm, exact: true }).click();
    await first.page.getByText(w.cancelled).first().waitFor({ timeout: 30_000 });
    expect(first.page.url()).toContain('canceled=true');
    await screenshot(first.page, `events-cancelled-${tag(look)}`);

    // the waiting one is registered now (their page read again)
    await expect
      .poll(
        async () => {
          await second.page.reload();
          await second.page.getByRole('heading', { level: 2 }).first().waitFor();
          return second.page.getByRole('heading', { name: w.registered, exact: true }).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await screenshot(second.page, `events-promoted-${tag(look)}`);
    await first.context.close();
    await second.context.close();
    // two people's pages, a mail-driven promotion: slow on a busy machine
  }, 240_000);

  it.each([
    [1366, 'he'],
    [375, 'en'],
  ] as const)('staff check a registrant in, see a registration come in live, and check everyone out (%s px, %s)', async (width, language) => {
    const occurrence = listedOccurrences(GOOGLE_MEET)[width === 375 ? 5 : 6]!;
    await setLimit(t, admin.token, occurrence, 20);
    const dana = { ...person('dana'), firstName: 'Dana', lastName: 'Checkin' };
    await t.call('registerToEvent', { occurence: occurrence, registerData: dana });
    const { context, page } = await personPage(browser, { width, language, token: admin.token }, pageErrors);
    await page.goto(`${t.app.url}/events/${GOOGLE_MEET}`);
    const he = language === 'he';
    await page.locator(`[data-occurrence="${occurrence}"]`).getByRole('button', { name: he ? 'ניהול' : 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: he ? 'ניהול המפגש' : 'Manage the occurrence' });
    await dialog.getByRole('button', { name: `${he ? 'סימון נוכחות' : 'Check in'}: Dana Checkin` }).click();
    await dialog.getByRole('button', { name: `${he ? 'ביטול נוכחות' : 'Check out'}: Dana Checkin` }).waitFor({ timeout: 15_000 });
    // someone registers meanwhile: the list shows them without a reload
    await t.call('registerToEvent', { occurence: occurrence, registerData: { ...person('live'), firstName: 'Live', lastName: 'Arrival' } });
    await dialog.getByText('Live Arrival').waitFor({ timeout: 15_000 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `events-manage-${width}-${language}`);
    await audit(page, `events manage dialog, ${width}-${language}`);
    await dialog.getByRole('button', { name: he ? 'ביטול הנוכחות של כולם' : 'Check out everyone' }).click();
    const sure = page.getByRole('dialog', { name: he ? 'לבטל את הנוכחות של כולם?' : 'Check out everyone?' });
    await sure.getByRole('button', { name: he ? 'כן, לבטל לכולם' : 'Yes, check out everyone' }).click();
    await dialog.getByRole('button', { name: `${he ? 'סימון נוכחות' : 'Check in'}: Dana Checkin` }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
