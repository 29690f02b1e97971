import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { unsubscribeUrl } from '../../ops/mail/mail-links';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, fourLooks, noSidewaysScroll, tag } from './support/looks';

// /settings in a browser: the password changed (a wrong current one refused under its field), the
// session kept, and the language switched from the page; the Terms of Use and the Privacy Policy
// from the footer; the mail preferences, where an unsubscribe link lands. In English and Hebrew, on
// a wide screen and on a phone.

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
    title: 'Settings', current: /^Current password/, new: /^New password/, confirm: /^Confirm the new password/, change: 'Change password', wrong: 'Your current password is not right',
    changed: 'Your password was changed: you stay signed in here, and every other device is signed out', other: 'עברית', otherTitle: 'הגדרות', terms: 'Terms of Use', privacy: 'Privacy Policy',
    erasure: 'When you delete your account', mail: 'Mail preferences', unsubscribed: 'Unsubscribed', confirmYes: 'Unsubscribe', news: /Product news/, alerts: /^Alerts/, newEmail: /^New email/, yourPassword: /^Your password/, changeEmail: 'Change email', linkSent: 'We sent a link to', emailChanged: 'Your email has successfully changed.',
  },
  he: {
    title: 'הגדרות', current: /^סיסמה נוכחית/, new: /^סיסמה חדשה/, confirm: /^אימות הסיסמה החדשה/, change: 'שינוי סיסמה', wrong: 'הסיסמה הנוכחית שגויה',
    changed: 'הסיסמה שונתה: נשארת מחובר/ת כאן, וכל שאר המכשירים נותקו', other: 'English', otherTitle: 'Settings', terms: 'תנאי שימוש', privacy: 'מדיניות פרטיות',
    erasure: 'כשמוחקים את החשבון', mail: 'העדפות דיוור', unsubscribed: 'הוסרת מרשימת התפוצה', confirmYes: 'הסרה מהרשימה', news: /חדשות המוצר/, alerts: /^התראות/, newEmail: /^אימייל חדש/, yourPassword: /^הסיסמה שלך/, changeEmail: 'שינוי אימייל', linkSent: 'שלחנו קישור אל', emailChanged: 'האימייל שלך שונה בהצלחה.',
  },
} as const;

describe('the settings page in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('changes the password and the language (%s)', async (_, look) => {
    const w = words[look.language];
    const person = await t.signUp({ first_name: 'Sett', last_name: 'Ings' });
    const { context, page } = await personPage(browser, { ...look, token: person.token }, pageErrors);
    await page.goto(`${t.app.url}/settings`);
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `settings-${tag(look)}`);
    await audit(page, `settings, ${tag(look)}`);

    // a wrong current password is said under its field, and what was typed stays
    await page.getByLabel(w.current).fill('not-my-password');
    await page.getByLabel(w.new).fill('better4567');
    await page.getByLabel(w.confirm).fill('better4567');
    await page.getByRole('button', { name: w.change }).click();
    await page.getByText(w.wrong).waitFor();
    expect(await page.getByLabel(w.new).inputValue()).toBe('better4567');
    await screenshot(page, `settings-wrong-password-${tag(look)}`);
    await page.getByLabel(w.current).fill('secret123');
    await page.getByRole('button', { name: w.change }).click();
    await page.getByText(w.changed).first().waitFor();
    expect((await t.call('login', { email: person.email, password: 'better4567' })).status).toBe(200);
    expect((await t.call('login', { email: person.email, password: 'secret123' })).status).toBe(401);
    // still signed in here, with the new token the answer brought; the one before it ended
    await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('jobswipe.token'))) ?? '{}').token).not.toBe(person.token);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('jobswipe.token')))!).token as string;
    expect((await t.call('getUserData', {}, kept)).status).toBe(200);
    expect((await t.call('getUserData', {}, person.token)).status).toBe(401);
    expect(await page.getByRole('textbox', { name: look.language === 'he' ? 'אימייל' : 'Email', exact: true }).inputValue()).toBe(person.email);

    // a new email: a link goes to it, and nothing changes until it is opened
    const moved = `moved-${tag(look)}-${person.userId}@example.com`;
    const emailForm = page.getByRole('form', { name: w.changeEmail });
    await emailForm.getByLabel(w.newEmail).fill(moved);
    await emailForm.getByLabel(w.yourPassword).fill('better4567');
    await emailForm.getByRole('button', { name: w.changeEmail }).click();
    await page.getByText(w.linkSent).waitFor();
    await screenshot(page, `settings-email-sent-${tag(look)}`);
    const [mail] = await t.mailsTo(moved);
    const link = /email-change\?token=([^\s"&<]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(link).toBeTruthy();
    expect((await t.call('login', { email: moved, password: 'better4567' })).status).toBe(401);

    // the other language, from the page
    await page.getByRole('radio', { name: w.other }).check();
    await page.getByRole('heading', { name: w.otherTitle, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'ltr' : 'rtl');

    // the link mailed to the new address makes it the account's email
    await page.goto(`${t.app.url}/email-change?token=${link}`);
    await page.getByText(w.emailChanged).waitFor({ timeout: 30_000 });
    await screenshot(page, `settings-email-changed-${tag(look)}`);
    expect((await t.call('login', { email: moved, password: 'better4567' })).status).toBe(200);
    await context.close();
  });

  it.each(flowLooks.map((look) => [tag(look), look] as const))('lands from an unsubscribe link on the mail preferences, with that kind of mail off (%s)', async (_, look) => {
    const w = words[look.language];
    const person = await t.signUp({ first_name: 'Mail', last_name: 'Prefs' });
    const { context, page } = await personPage(browser, { ...look, token: person.token }, pageErrors);
    const link = new URL(await unsubscribeUrl(t.app.deps, person.email, 'news'));
    await page.goto(`${t.app.url}${link.pathname}${link.search}`);
    const said = page.getByRole('dialog');
    // asked first: opening the link alone stops nothing
    await said.getByRole('button', { name: w.confirmYes }).click({ timeout: 30_000 });
    await said.getByText(w.unsubscribed).waitFor({ timeout: 30_000 });
    await screenshot(page, `settings-unsubscribed-${tag(look)}`);
    await said.getByRole('button').click();
    const section = page.getByRole('region', { name: w.mail });
    // the section reads the preferences the link changed
    await expect.poll(() => section.getByRole('switch', { name: w.news }).isChecked(), { timeout: 10_000 }).toBe(false);
    expect(await section.getByRole('switch', { name: w.alerts }).isChecked()).toBe(true);
    // the page opened at the section
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/settings#mail-preferences');
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight / 2), { timeout: 5_000 }).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `settings-mail-preferences-${tag(look)}`);
    await audit(page, `settings mail preferences, ${tag(look)}`);

    // turned back on from the page, it is kept
    await section.getByRole('switch', { name: w.news }).check();
    await expect.poll(async () => (await t.call<{ preferences: { news: boolean } }>('getMailPreferences', {}, person.token)).body.preferences.news).toBe(true);
    await context.close();
  });

  it.each(fourLooks.filter((look) => look.width === 1366).map((look) => [tag(look), look] as const))('opens the Terms of Use and the Privacy Policy from the footer (%s)', async (_, look) => {
    const w = words[look.language];
    const { context, page } = await personPage(browser, look, pageErrors);
    await page.goto(`${t.app.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: w.terms }).click();
    await page.getByRole('heading', { name: w.terms, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(7);
    await screenshot(page, `terms-${tag(look)}`);
    await page.goto(`${t.app.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: w.privacy }).click();
    await page.getByRole('heading', { name: w.privacy, level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: w.erasure, level: 2 }).waitFor();
    expect(page.url()).toBe(`${t.app.url}/privacy`);
    await screenshot(page, `privacy-${tag(look)}`);
    await audit(page, `privacy, ${tag(look)}`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
