import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { coachingCast, type Person } from '../coaching/journey/journey-support';
import { launchBrowser, personPage, screenshot, type Language } from './support/browser';

// The staff back-office's frame: the brand, the staff navigation with only the screens a person may
// open (each opening its screen), the account menu's staff groups paged with
// arrows on a phone, none of the marketplace's upsells; everyone else is told the page is not theirs.
let t: TestApp, admin: Person, coach: Person, client: Person;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  ({ t, admin, coach, client } = await coachingCast({ PRODUCT_NAME: 'JobHunt' }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const open = async (token: string | undefined, path: string, width = 1366, language: Language = 'en'): Promise<Page> => {
  const { page } = await personPage(browser, { width, language, ...(token ? { token } : {}) }, pageErrors);
  await page.goto(`${t.app.url}${path}`);
  return page;
};

const productGroup = ['Dashboard', 'Users', 'Settings', 'Reviews', 'Marketing', 'Templates', 'Statistics', 'Publish schedule', 'Meeting slots', 'Recruiter contacts', 'Questionnaires', 'Leads', 'Clients', 'Jobs found', 'Interviews', 'Partner clients', 'Partner revenue', 'Payment link'];
const adminGroup = ['Reports', 'Users', 'Payments', 'Send Push', 'Settings'];

describe('the staff frame', () => {
  it("gives an admin both groups, each entry opening its screen in the staff frame, with no marketplace upsell", async () => {
    const page = await open(admin.token, '/leads');
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    expect(await nav.getByRole('list', { name: 'JobHunt admin' }).getByRole('link').allInnerTexts()).toEqual(productGroup);
    expect(await nav.getByRole('list', { name: 'JobSwipe admin' }).getByRole('link').allInnerTexts()).toEqual(adminGroup);
    expect(await nav.getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Post Jobs Free' }).count()).toBe(0);
    await screenshot(page, 'staff-shell-leads-en-1366');

    // every entry opens its own screen, never the catch-all, and the frame stays
    const links = nav.getByRole('link');
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const label = await link.innerText();
      const href = (await link.getAttribute('href'))!;
      if (label === 'Back to JobSwipe') continue;
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      // the screen has rendered once its entry is the current one (a lazy screen keeps the last one up meanwhile)
      await nav.locator(`a[href="${href}"][aria-current="page"]`).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Page not found').count(), `${label} → ${href}`).toBe(0);
    }
  });

  it('pages the account menu by group with arrows on a phone, in Hebrew too', async () => {
    for (const language of ['en', 'he'] as const) {
      const page = await open(admin.token, '/jssettings', 375, language);
      await page.getByRole('button', { name: language === 'en' ? 'Open account menu' : 'פתיחת תפריט החשבון' }).click();
      const menu = page.getByRole('menu');
      await menu.getByText(language === 'en' ? '1 of 3' : '1 מתוך 3').waitFor();
      await menu.getByText(language === 'en' ? 'JobHunt admin' : 'ניהול JobHunt').waitFor();
      await screenshot(page, `staff-shell-menu-${language}-375`);
      await menu.getByRole('button', { name: language === 'en' ? 'Next group' : 'הקבוצה הבאה' }).click();
      await menu.getByText(language === 'en' ? 'JobSwipe admin' : 'ניהול JobSwipe').waitFor();
      await menu.getByRole('menuitem', { name: language === 'en' ? 'Reports' : 'דיווחים' }).waitFor();
      // the arrow keys page too
      await page.keyboard.press(language === 'en' ? 'ArrowRight' : 'ArrowLeft');
      await menu.getByText(language === 'en' ? '3 of 3' : '3 מתוך 3').waitFor();
      expect(await menu.getByRole('menuitem', { name: language === 'en' ? 'Post jobs free' : 'פרסום משרות בחינם' }).count()).toBe(0);
      await menu.getByRole('menuitem', { name: language === 'en' ? 'Profile' : 'פרופיל' }).waitFor();
      await page.keyboard.press('Escape');

      // the navigation is a drawer on a phone
      await page.getByRole('button', { name: language === 'en' ? 'Open staff navigation' : 'פתיחת ניווט הצוות' }).click();
      const drawer = page.getByRole('navigation', { name: language === 'en' ? 'Staff navigation' : 'ניווט הצוות' });
      await drawer.getByRole('link', { name: language === 'en' ? 'Leads' : 'לידים' }).waitFor();
      await screenshot(page, `staff-shell-drawer-${language}-375`);
      await drawer.getByRole('link', { name: language === 'en' ? 'Leads' : 'לידים' }).click();
      await page.waitForURL((url) => url.pathname === '/leads');
      // the drawer closes once an entry is chosen
      await drawer.waitFor({ state: 'hidden' });
      await page.context().close();
    }
    const wide = await open(admin.token, '/jobhunt-publishes', 1366, 'he');
    await wide.getByRole('navigation', { name: 'ניווט הצוות' }).waitFor();
    await screenshot(wide, 'staff-shell-publishes-he-1366');
    await wide.context().close();
  });

  it("shows a customer-success manager only the screens theirs, and tells them the brand's admin screens are not", async () => {
    const page = await open(coach.token, '/leads');
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    await nav.getByRole('link', { name: 'Leads' }).waitFor();
    const names = await nav.getByRole('link').allInnerTexts();
    for (const journeyAdminOnly of ['Users', 'Settings', 'Reviews', 'Payment link', 'Reports', 'Payments']) expect(names).not.toContain(journeyAdminOnly);
    expect(await nav.getByRole('list', { name: 'JobSwipe admin' }).count()).toBe(0);
    await page.goto(`${t.app.url}/jssettings`);
    await page.getByText("You don't have access to this page. Ask an administrator if you need it.").waitFor();
    await page.goto(`${t.app.url}/jobhunt-settings`);
    await page.getByText("You don't have access to this page. Ask an administrator if you need it.").waitFor();
    await page.context().close();
  });

  it('tells a journey client and a seeker the page is not theirs, and asks a visitor to sign in', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    for (const token of [client.token, seeker.token]) {
      const page = await open(token, '/leads');
      await page.getByText("You don't have access to this page. Ask an administrator if you need it.").waitFor();
      expect(await page.getByRole('navigation', { name: 'Staff navigation' }).count()).toBe(0);
      await page.context().close();
    }
    const visitor = await open(undefined, '/leads');
    await visitor.getByText('Sign in to see this page.').waitFor();
    await visitor.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await visitor.context().close();
    expect(pageErrors).toEqual([]);
  });
});
