import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumAnswer } from '../../../contracts/backoffice/forum/calls';
import { answerOf, forumParamOf, ROWS_PER_PAGE } from '../../../contracts/backoffice/forum/forum';
import { forumMessages as m } from '../../../contracts/backoffice/forum/messages';
import { signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { seedDemoForum } from '../../../ops/tools/seed/demo-forum';
import { startTestApp, type TestApp } from '../../support/test-app';
import { answered, visitor, type Posted, type Visitor } from './forum-support';

// The interviews forum (/interviews) through HTTP: the required fields, the visitor's anti-spam
// question, posts that stay their author's (a visitor by a signed cookie), staff moderation, the
// reply count and last reply, paging and search.
type Refused = { error: string; code: string; issues?: { path: string; message: string }[] };

let t: TestApp;
let admin: Person;
let seeker: Person;
beforeAll(async () => {
  // visitors' writes are limited per address (10 a minute, here 30: every test posts from one address)
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '3' });
  admin = await signInAdmin(t);
  seeker = await t.signUp();
});
afterAll(async () => {
  await t?.stop();
});

const topic = { title: 'ראיון במשרה מלאה בוויקס', displayName: 'דנה', content: 'היו שני סבבים.\nThen a take-home task in React.' };

async function postAsVisitor(v: Visitor, interview = topic): Promise<Posted> {
  const page = (await v.call('getInterviews', { urlParams: '' })).body;
  const done = await v.call('addInterview', { urlParams: '', interview, randoms: answered(page) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

describe('posting as a visitor', () => {
  it('asks a visitor which number is larger or smaller, two numbers 1–99, and a signed-in person nothing', async () => {
    const page = (await visitor(t).call('getInterviews', { urlParams: '' })).body;
    const q = page.randoms!;
    expect(['larger', 'smaller']).toContain(q.kind);
    for (const n of [q.x, q.y]) expect(n >= 1 && n <= 99).toBe(true);
    expect(q.x).not.toBe(q.y);
    expect(q.text).toBe(`Which number is ${q.kind}, ${q.x} or ${q.y}?`);
    expect((await t.call<ForumAnswer>('getInterviews', { urlParams: '' }, seeker.token)).body.randoms).toBeNull();
  });

  it('refuses a wrong or missing answer, posts nothing, and gives a new question', async () => {
    const v = visitor(t);
    const page = (await v.call('getInterviews', { urlParams: '' })).body;
    const wrong = page.randoms!.x + page.randoms!.y - answerOf(page.randoms!);
    const title = `Spam ${Date.now()}`;
    const refused = await v.call<Refused>('addInterview', { interview: { ...topic, title }, randoms: { token: page.randoms!.token, answer: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ForumAnswerRefused', error: m.ForumAnswerWrong, issues: [{ path: 'randoms.answer', message: m.ForumAnswerWrong }] });
    const missing = await v.call<Refused>('addInterview', { interview: { ...topic, title } });
    expect(missing.body).toMatchObject({ code: 'ForumAnswerRefused', error: m.ForumAnswerRequired });
    // a forged question is no question
    const forged = await v.call<Refused>('addInterview', { interview: { ...topic, title }, randoms: { token: 'x.y.z', answer: 5 } });
    expect(forged.status).toBe(400);
    const again = (await v.call('getInterviews', { urlParams: '' })).body;
    expect(again.randoms!.token).not.toBe(page.randoms!.token);
    expect(again.list.map((p) => p.title)).not.toContain(title);
  });

  it('posts a Hebrew topic with the right answer: it is listed first, and the visitor may edit it through the signed cookie', async () => {
    const v = visitor(t);
    const posted = await postAsVisitor(v);
    expect(posted.message).toBe(m.ForumTopicAdded);
    expect(posted.list[0]).toMatchObject({ _id: posted.added, title: topic.title, displayName: 'דנה', repliesCount: 0, lastReplyAt: null });
    expect(posted.userObjects).toContain(posted.added);
    expect(v.cookie()).toMatch(/^forum_visitor=/);
    // the cookie is the visitor's own: their post is theirs on the next page too, and they edit it
    const later = (await v.call('getInterviews', { urlParams: '' })).body;
    expect(later.userObjects).toContain(posted.added);
    const edited = await v.call('editInterview', { urlParams: posted.list[0]!.url, interviewId: posted.added, interview: { ...topic, content: 'עודכן' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.topic).toMatchObject({ content: 'עודכן', editedAt: expect.any(String) });
    // someone else's visit is not theirs
    expect((await visitor(t).call('getInterviews', { urlParams: '' })).body.userObjects).not.toContain(posted.added);
  });
});

describe('required fields', () => {
  it('needs a title, a name and the text of a topic, each refused by its field, and keeps nothing', async () => {
    const res = await t.call<Refused>('addInterview', { interview: { title: ' ', displayName: '', content: '' } }, seeker.token);
    expect(res.status).toBe(400);
    expect(res.body.issues?.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'interview.title', message: m.ForumTitleRequired },
        { path: 'interview.displayName', message: m.ForumDisplayNameRequired },
        { path: 'interview.content', message: m.ForumContentRequired },
      ]),
    );
  });

  it('needs a name and the text of a reply', async () => {
    const posted = await t.call<ForumAnswer>('addInterview', { interview: topic }, seeker.token);
    const res = await t.call<Refused>('addReply', { interviewId: posted.body.added, reply: { displayName: '', content: '' } }, seeker.token);
    expect(res.status).toBe(400);
    expect(res.body.issues?.map(({ path, message }) => ({ path, message }))).toEqual(
      expect.arrayContaining([
        { path: 'reply.displayName', message: m.ForumDisplayNameRequired },
        { path: 'reply.content', message: m.ForumReplyContentRequired },
      ]),
    );
    const noTitle = await t.call<Refused>('editInterview', { interviewId: posted.body.added, interview: { displayName: 'Dana', content: 'x' } }, seeker.token);
    expect(noTitle.body).toMatchObject({ code: 'ValidationFailed', issues: [{ path: 'interview.title', message: m.ForumTitleRequired }] });
  });
});

describe('replies', () => {
  it('counts the replies and keeps the last one on the list; deleting the last brings back the one before', async () => {
    const v = visitor(t);
    const posted = await postAsVisitor(v, { ...topic, title: `Replies ${Date.now()}` });
    const url = posted.list.find((p) => p._id === posted.added)!.url;
    const first = await v.call('addReply', { urlParams: url, interviewId: posted.added, reply: { displayName: 'עומר', content: 'בהצלחה!' }, randoms: answered(posted) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ isInterview: true, message: m.ForumReplyAdded, topic: { repliesCount: 1, replies: [{ displayName: 'עומר', content: 'בהצלחה!' }] } });
    const second = await t.call<ForumAnswer>('addReply', { urlParams: '', interviewId: posted.added, reply: { displayName: 'Noa', content: 'Good luck' } }, seeker.token);
    const listed = second.body.list.find((p) => p._id === posted.added)!;
    expect(listed).toMatchObject({ repliesCount: 2, lastReplyName: 'Noa', lastReplyAt: expect.any(String) });
    const deleted = await t.call<ForumAnswer>('deleteInterview', { urlParams: '', interviewId: posted.added, replyId: second.body.added }, seeker.token);
    expect(deleted.body.list.find((p) => p._id === posted.added)).toMatchObject({ repliesCount: 1, lastReplyName: 'עומר' });
  });

  it('answers 404 for a reply to a topic that is none, and notFound for its page', async () => {
    const res = await t.call<Refused>('addReply', { interviewId: 'nosuchtopic0', reply: { displayName: 'A', content: 'B' } }, seeker.token);
    expect(res).toMatchObject({ status: 404, body: { code: 'ForumPostNotFound' } });
    expect((await t.call<ForumAnswer>('getInterviews', { urlParams: 'something-nosuchtopic0' })).body).toMatchObject({ notFound: true, isInterview: true, topic: null });
  });
});

describe('own posts only', () => {
  it("refuses with 403 an edit or a deletion of someone else's topic or reply, by a visitor or a signed-in person", async () => {
    const author = visitor(t);
    const posted = await postAsVisitor(author);
    const replied = await author.call('addReply', { interviewId: posted.added, reply: { displayName: 'דנה', content: 'עוד פרט' }, randoms: answered(posted) });
    const stranger = visitor(t);
    const attempts: [string, Record<string, unknown>][] = [
      ['editInterview', { interviewId: posted.added, interview: topic }],
      ['editInterview', { interviewId: posted.added, replyId: replied.body.added, interview: { displayName: 'x', content: 'y' } }],
      ['deleteInterview', { interviewId: posted.added }],
      ['deleteInterview', { interviewId: posted.added, replyId: replied.body.added }],
    ];
    for (const [name, body] of attempts) {
      expect((await stranger.call<Refused>(name, body)).body, name).toMatchObject({ code: 'ForumNotYours', error: 'Only the one who wrote this post may change it' });
      expect((await t.call(name, body, seeker.token)).status, name).toBe(403);
    }
    // a forged cookie is nobody's
    const forger = await fetch(`${t.app.url}/api/deleteInterview`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'forum_visitor=forged' }, body: JSON.stringify({ interviewId: posted.added }) });
    expect(forger.status).toBe(403);
    const page = (await author.call('getInterviews', { urlParams: posted.list[0]!.url })).body;
    expect(page.topic).toMatchObject({ content: topic.content, repliesCount: 1 });
    expect(page.userObjects).toEqual([posted.added, replied.body.added]);
  });

  it('lets the author delete their topic with its replies', async () => {
    const author = visitor(t);
    const posted = await postAsVisitor(author, { ...topic, title: `Gone ${Date.now()}` });
    const done = await author.call('deleteInterview', { urlParams: '', interviewId: posted.added });
    expect(done.body).toMatchObject({ message: m.ForumPostDeleted });
    expect(done.body.list.map((p) => p._id)).not.toContain(posted.added);
    expect((await t.call<ForumAnswer>('getInterviews', { urlParams: posted.list[0]!.url })).body.notFound).toBe(true);
  });
});

describe('moderation', () => {
  it('lets staff pin a topic to the top and delete anyone’s post; others may not pin', async () => {
    const posted = await postAsVisitor(visitor(t), { ...topic, title: `Pinned ${Date.now()}` });
    await postAsVisitor(visitor(t), { ...topic, title: `Newer ${Date.now()}` });
    expect((await t.call('pinInterview', { interviewId: posted.added, sticky: true }, seeker.token)).status).toBe(403);
    const pinned = await t.call<ForumAnswer>('pinInterview', { urlParams: '', interviewId: posted.added, sticky: true }, admin.token);
    expect(pinned.body.list[0]).toMatchObject({ _id: posted.added, sticky: true });
    expect(pinned.body.moderator).toBe(true);
    const removed = await t.call<ForumAnswer>('deleteInterview', { urlParams: '', interviewId: posted.added }, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body.list.map((p) => p._id)).not.toContain(posted.added);
  });
});

describe('paging and search', () => {
  it(`pages the list by ${ROWS_PER_PAGE} (_P{n}) and searches titles and texts by every word`, async () => {
    const tag = `Zq${Date.now()}`;
    for (let i = 0; i < ROWS_PER_PAGE + 3; i++) {
      const res = await t.call('addInterview', { interview: { title: `${tag} ראיון ${i}`, displayName: 'Tal', content: i === 4 ? 'Monday.com home task' : 'שיחה טלפונית' } }, seeker.token);
      expect(res.status).toBe(200);
    }
    const all = (await t.call<ForumAnswer>('getInterviews', { urlParams: '' })).body;
    expect(all).toMatchObject({ page: 1, rowPerPage: ROWS_PER_PAGE, isInterview: false });
    expect(all.list).toHaveLength(ROWS_PER_PAGE);
    const second = (await t.call<ForumAnswer>('getInterviews', { urlParams: '_P2' })).body;
    expect(second.page).toBe(2);
    expect(second.list[0]!.createdAt <= all.list.at(-1)!.createdAt).toBe(true);
    expect(second.list.map((p) => p._id)).not.toContain(all.list[0]!._id);

    const search = forumParamOf({ kind: 'list', keywords: tag, page: 1 });
    expect(search).toBe(`${tag}-Interviews-SRCH_Q0,${tag.length}`);
    const found = (await t.call<ForumAnswer>('getInterviews', { urlParams: search })).body;
    expect(found).toMatchObject({ keyWords: tag, count: ROWS_PER_PAGE + 3 });
    const page2 = (await t.call<ForumAnswer>('getInterviews', { urlParams: `${search}_P2` })).body;
    expect(page2.list).toHaveLength(3);
    const both = (await t.call<ForumAnswer>('getInterviews', { urlParams: forumParamOf({ kind: 'list', keywords: `${tag} monday`, page: 1 }) })).body;
    expect(both.list.map((p) => p.title)).toEqual([`${tag} ראיון 4`]);
  });
});

describe('rate limit', () => {
  it("limits a visitor's writes per address with 429 and a time to wait; a signed-in person is not limited", async () => {
    const v = visitor(t);
    let limited: Awaited<ReturnType<Visitor['call']>> | null = null;
    for (let i = 0; i < 31 && !limited; i++) {
      const res = await v.call('deleteInterview', { interviewId: 'nosuchtopic0' });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(404);
    }
    expect(limited?.body).toMatchObject({ code: 'RateLimited' });
    expect((await t.call('addInterview', { interview: topic }, seeker.token)).status).toBe(200);
  });
});

describe('the demo forum', () => {
  it('holds topics with replies in Hebrew and in English, the first pinned, the counts kept', async () => {
    const last = await seedDemoForum(t.app.deps, admin.userId, [seeker.userId]);
    expect(last).not.toBeNull();
    // the forum's projection catches up with the seed's last event
    expect(await t.app.runner!.waitFor(last!, 20_000, ['forum'])).toBe(true);
    const { list } = (await t.call<ForumAnswer>('getInterviews', { urlParams: '' })).body;
    expect(list[0]?.title).toBe('ראיון למשרת מפתח/ת Full Stack בוויקס');
    expect(list[0]).toMatchObject({ sticky: true, repliesCount: 3, lastReplyName: 'Noa' });
    expect(list.some((p) => /^[A-Za-z]/.test(p.title))).toBe(true);
    const english = (await t.call<ForumAnswer>('getInterviews', { urlParams: forumParamOf({ kind: 'list', keywords: 'gaming', page: 1 }) })).body;
    expect(english.list.map((p) => p.title)).toEqual(['Data Analyst interview at a gaming company']);
    const topic = (await t.call<ForumAnswer>('getInterviews', { urlParams: english.list[0]!.url })).body.topic!;
    expect(topic.replies.map((r) => r.displayName)).toEqual(['ליאת', 'Michael']);
  });
});
