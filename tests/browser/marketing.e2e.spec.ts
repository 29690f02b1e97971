import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { coachingCast, type Person } from '../coaching/journey/journey-support';
import type { TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A marketing manager writes a post, clones its version, publishes it (a Ready event today), sees
// it on the calendar's week (a day at a time on a phone), then adds a daily task for today and
// ticks it: in English and Hebrew, on a wide screen and on a phone.

let t: TestApp;
let staff: Person;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  ({ t, coach: staff } = await coachingCast());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const today = DateTime.now().setZone('Europe/Belgrade');
const todayText = today.toFormat('dd.MM.yyyy');
const weekDays = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  he: ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'],
};
const todayName = (language: 'en' | 'he') => weekDays[language][today.weekday % 7]!;

const words = {
  en: {
    posts: 'Marketing posts', newPost: 'New post', name: 'Name', before: 'Before the call to action', save: 'Save', clone: 'Clone Version', publish: 'Publish',
    publishes: 'Publishes', calendarLink: 'Calendar', calendar: 'Marketing calendar', ready: 'Ready', addTask: 'Add task', task: 'Task', close: 'Close', saved: 'The task is saved',
    publishTitle: (name: string) => `Publish ${name}`, tasks: (day: string) => `Tasks of ${day}`, done: (name: string) => `${name} done`, copy: 'v1 copy',
  },
  he: {
    posts: 'פוסטים שיווקיים', newPost: 'פוסט חדש', name: 'שם', before: 'לפני הקריאה לפעולה', save: 'שמירה', clone: 'שכפול גרסה', publish: 'פרסום',
    publishes: 'פרסומים', calendarLink: 'לוח שנה', calendar: 'לוח שיווק', ready: 'מוכן', addTask: 'הוספת משימה', task: 'משימה', close: 'סגירה', saved: 'המשימה נשמרה',
    publishTitle: (name: string) => `פרסום ${name}`, tasks: (day: string) => `המשימות של ${day}`, done: (name: string) => `${name} בוצעה`, copy: 'v1 copy',
  },
} as const;

describe('marketing in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('writes a post, clones and publishes a version, sees it on the week and ticks a daily task (%s)', async (_, look) => {
    const w = words[look.language];
    const name = `Interview tips ${tag(look)}`;
    const { context, page } = await personPage(browser, { ...look, token: staff.token }, pageErrors);
    await page.goto(`${t.app.url}/marketing-posts`);
    await page.getByRole('heading', { name: w.posts, level: 1 }).waitFor({ timeout: 30_000 });

    // a new post, saved: the dialog turns to its view
    await page.getByRole('button', { name: w.newPost }).click();
    const dialog = page.getByRole('dialog', { name: w.newPost });
    // a required field's label ends with a thin space and an asterisk
    await dialog.getByLabel(new RegExp(`^${w.name}\\s*\\*?$`)).fill(name);
    await dialog.getByLabel(w.before).fill('Most candidates never ask these five questions.');
    await screenshot(page, `marketing-post-new-${tag(look)}`);
    await dialog.getByRole('button', { name: w.save }).click();
    const post = page.getByRole('dialog', { name });
    await post.getByRole('button', { name: w.clone }).waitFor();

    // a second version, cloned from the first and saved
    await post.getByRole('button', { name: w.clone }).click();
    await post.getByRole('tab', { name: new RegExp(w.copy) }).waitFor();
    await expect.poll(() => post.getByRole('tab').count()).toBe(2);
    await screenshot(page, `marketing-post-versions-${tag(look)}`);
    await audit(page, `post dialog, ${tag(look)}`);

    // publish it: an event today, Ready, publishing the version shown
    await post.getByRole('button', { name: w.publish, exact: true }).click();
    const publishing = page.getByRole('dialog', { name: w.publishTitle(name) });
    await publishing.getByText(name).first().waitFor();
    await screenshot(page, `marketing-publish-${tag(look)}`);
    await publishing.getByRole('button', { name: w.save }).click();
    await publishing.waitFor({ state: 'hidden' });
    const publishes = post.getByRole('table', { name: w.publishes });
    await publishes.getByText(w.ready).waitFor();
    expect(await publishes.getByText(w.copy).count()).toBe(1);
    await screenshot(page, `marketing-post-published-${tag(look)}`);
    await post.getByRole('button', { name: w.close }).first().click();
    await post.waitFor({ state: 'hidden' });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `marketing-posts-${tag(look)}`);
    await audit(page, `posts table, ${tag(look)}`);

    // the calendar's week shows it today (a phone shows today alone)
    await page.getByRole('link', { name: w.calendarLink }).click();
    await page.getByRole('heading', { name: w.calendar, level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(name) }).first().waitFor();
    await screenshot(page, `marketing-calendar-${tag(look)}`);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await audit(page, `calendar, ${tag(look)}`);

    // today's tasks: a daily task added and ticked done
    await page.getByRole('button', { name: w.tasks(`${todayName(look.language)} ${todayText}`) }).click();
    const tasks = page.getByRole('dialog', { name: w.tasks(`${todayName(look.language)} ${todayText}`) });
    await tasks.getByRole('button', { name: w.addTask }).click();
    const taskName = `Reply to comments ${tag(look)}`;
    await tasks.getByLabel(new RegExp(`^${w.task}\\s*\\*?$`)).fill(taskName);
    await tasks.getByRole('button', { name: w.save }).click();
    const tick = tasks.getByRole('checkbox', { name: w.done(taskName) });
    await tick.waitFor();
    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);
    await screenshot(page, `marketing-tasks-${tag(look)}`);
    await audit(page, `tasks dialog, ${tag(look)}`);
    await tasks.getByRole('button', { name: w.close }).first().click();
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
