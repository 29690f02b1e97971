import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { signInAdmin } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// A visitor at /interviews?new=true shares an interview in Hebrew (with an English paragraph),
// answers the number question (wrong first: refused, a new question, nothing typed lost), replies
// to it, and sees the reply counted on the topic and in the list. English and Hebrew screens, a wide
// screen and a phone.

let t: TestApp;
let browser: Browser;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

beforeAll(async () => {
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '0' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const words = {
  en: { title: 'Interviews forum', addTitle: 'Share an interview', topicTitle: 'Title', name: 'Name to show', content: 'The interview', reply: 'Reply', post: 'Post', replyButton: 'Reply', larger: 'larger', wrong: 'That is not the number asked for; here is a new question', oneReply: 'One reply', back: 'Back to the forum', footer: 'Interviews forum' },
  he: { title: 'פורום ראיונות עבודה', addTitle: 'שיתוף ראיון', topicTitle: 'כותרת', name: 'השם שיוצג', content: 'הראיון', reply: 'תגובה', post: 'פרסום', replyButton: 'הגבה', larger: 'גדול', wrong: 'זה לא המספר שנשאל; הנה שאלה חדשה', oneReply: 'תגובה אחת', back: 'חזרה לפורום', footer: 'פורום ראיונות' },
} as const;

// the question's label, e.g. "… Which number is larger, 12 or 70?": its right answer, and a wrong one
async function answersOf(field: Locator, larger: string): Promise<{ label: string; right: string; wrong: string }> {
  const label = await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const [x, y] = (label.match(/\d+/g) ?? []).map(Number);
  const big = Math.max(x!, y!);
  const small = Math.min(x!, y!);
  return label.includes(larger) ? { label, right: String(big), wrong: String(small) } : { label, right: String(small), wrong: String(big) };
}

describe('the interviews forum in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('a visitor posts in Hebrew answering the question, replies and sees the count (%s)', async (_, look) => {
    const w = words[look.language];
    const title = `ראיון למפתח/ת בוויקס ${tag(look)}`;
    const { context, page } = await personPage(browser, look, pageErrors);
    // the footer of every page leads to the forum
    await page.goto(`${t.app.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: w.footer }).click();
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor({ timeout: 30_000 });
    await page.goto(`${t.app.url}/interviews?new=true`);
    const dialog = page.getByRole('dialog', { name: w.addTitle });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.language === 'he' ? 'rtl' : 'ltr');
    await dialog.getByRole('textbox', { name: w.topicTitle }).fill(title);
    await dialog.getByRole('textbox', { name: w.name }).fill('דנה');
    await dialog.getByRole('textbox', { name: w.content }).fill('היו שלושה שלבים ומטלת בית.\nThe home task was a small React app with a search box.');
    const answer = dialog.getByRole('textbox', { name: /\d+.*\d+/ });
    const first = await answersOf(answer, w.larger);
    // a wrong answer: refused on its field, a new question, the rest kept
    await answer.fill(first.wrong);
    await dialog.getByRole('button', { name: w.post }).click();
    await dialog.getByText(w.wrong).waitFor();
    await expect.poll(async () => (await answersOf(answer, w.larger)).label).not.toBe(first.label);
    expect(await dialog.getByRole('textbox', { name: w.topicTitle }).inputValue()).toBe(title);
    await screenshot(page, `forum-refused-${tag(look)}`);
    await answer.fill((await answersOf(answer, w.larger)).right);
    await dialog.getByRole('button', { name: w.post }).click();

    // the topic's page: each paragraph in its own direction
    const heading = page.getByRole('heading', { name: title, level: 2 });
    await heading.waitFor({ timeout: 30_000 });
    const english = page.getByText('The home task was a small React app with a search box.');
    expect(await english.getAttribute('dir')).toBe('auto');
    expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await page.getByText('היו שלושה שלבים ומטלת בית.').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

    // a reply, answering the question under the topic
    const replyForm = page.getByRole('form', { name: look.language === 'he' ? 'התגובה שלך' : 'Your reply' });
    await replyForm.getByRole('textbox', { name: w.name }).fill('עומר');
    await replyForm.getByRole('textbox', { name: w.reply, exact: true }).fill('בהצלחה! Good luck with the offer.');
    const replyAnswer = replyForm.getByRole('textbox', { name: /\d+.*\d+/ });
    await replyAnswer.fill((await answersOf(replyAnswer, w.larger)).right);
    await replyForm.getByRole('button', { name: w.replyButton }).click();
    await page.getByRole('listitem').filter({ hasText: 'בהצלחה! Good luck with the offer.' }).waitFor();
    await page.getByText(w.oneReply).first().waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `forum-topic-${tag(look)}`);
    await audit(page, `forum topic, ${tag(look)}`);

    // the list counts the reply beside the topic
    await page.getByRole('link', { name: w.back }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await row.getByText(w.oneReply).waitFor({ timeout: 30_000 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `forum-list-${tag(look)}`);
    await audit(page, `forum list, ${tag(look)}`);
    await context.close();
  });

  it('staff pin a topic to the top of the list, and may delete it after "Are you sure?"', async () => {
    const admin = await signInAdmin(t);
    const look = { width: 1366, language: 'he' } as const;
    const posted = await t.call<{ added: string }>('addInterview', { interview: { title: 'ראיון ותיק שכדאי להצמיד', displayName: 'צוות', content: 'טיפים לראיון הראשון.' } }, admin.token);
    expect(posted.status).toBe(200);
    await t.call('addInterview', { interview: { title: 'ראיון חדש יותר', displayName: 'נועה', content: 'שלב אחד.' } }, admin.token);
    const { context, page } = await personPage(browser, { ...look, token: admin.token }, pageErrors);
    await page.goto(`${t.app.url}/interviews`);
    await page.getByRole('button', { name: 'הצמדה לראש הרשימה: ראיון ותיק שכדאי להצמיד' }).click();
    await page.getByText('הנושא הוצמד לראש הרשימה').first().waitFor();
    const first = page.getByRole('list', { name: 'פורום ראיונות עבודה' }).getByRole('listitem').first();
    await first.getByText('מוצמד').waitFor();
    expect(await first.getByRole('link').first().innerText()).toBe('ראיון ותיק שכדאי להצמיד');
    await screenshot(page, 'forum-pinned-1366-he');
    await audit(page, 'forum list as staff, 1366-he');
    await first.getByRole('button', { name: 'מחיקה: ראיון ותיק שכדאי להצמיד' }).click();
    const sure = page.getByRole('dialog', { name: 'מחיקת הפוסט' });
    await sure.getByText('בטוח?').waitFor();
    await sure.getByRole('button', { name: 'כן, למחוק' }).click();
    await page.getByText('הפוסט נמחק').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'ראיון ותיק שכדאי להצמיד' }).count()).toBe(0);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
