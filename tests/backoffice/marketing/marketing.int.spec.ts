import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarAnswer, PostsAnswer, PublishAnswer, TasksAnswer } from '../../../contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '../../../contracts/backoffice/marketing/calendar-event';
import { marketingEventStreamId, marketingPostStreamId } from '../../../contracts/backoffice/marketing/ids';
import type { Post } from '../../../contracts/backoffice/marketing/post';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../../support/test-app';

// Marketing through HTTP: who may use it, the post, event and task rules held by the server, the
// posts table, the week's calendar, the publishes' figures and the live messages to staff.
type Issue = { path: string; message: string };
type Refusal = { code: string; error: string; issues?: Issue[] };

let t: TestApp;
let admin: Person;
let staff: Person;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date('2026-12-01T08:00:00.000Z') });
  admin = await signInAdmin(t);
  staff = await personWith(t, admin, { isCSManager: true }, { first_name: 'Noa', last_name: 'Marketing' });
});
afterAll(async () => {
  await t?.stop();
});

const ok = async <T>(name: string, body: unknown, token = staff.token): Promise<T> => {
  const res = await t.call<T>(name, body, token);
  expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const refused = async (name: string, body: unknown, status = 400): Promise<Refusal> => {
  const res = await t.call<Refusal>(name, body, staff.token);
  expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
};
const v = (name: string, extra: Record<string, unknown> = {}) => ({ name, beforeCTA: `${name} before`, afterCTA: 'Book a call', ...extra });
const newPost = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'Review', subType: 'Text', versions: [v('v1'), v('v2')], ...extra });
const addPost = async (name: string, extra: Record<string, unknown> = {}) => (await ok<{ post: Post }>('createEditMPost', { newData: newPost(name, extra) })).post;
const slot = (extra: Record<string, unknown> = {}) => ({ system: 'LINKEDIN', date: '2026-12-01', timeHours: 9, timeMinutes: 30, type: 'Post', publisher: 'Company', ...extra });
const addEvent = async (extra: Record<string, unknown> = {}) => (await ok<{ event: CalendarEvent }>('createEditMEvent', { newData: slot(extra) })).event!;

describe('who may use marketing', () => {
  it('answers staff only: a seeker, a recruiter and a journey client get 403, a visitor 401', async () => {
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const client = await personWith(t, admin, activeClient);
    const calls: [string, Record<string, unknown>][] = [
      ['getMPosts', {}],
      ['createEditMPost', { newData: newPost('Intruder post') }],
      ['findMPosts', { search: 'In' }],
      ['getMCalendar', { startDate: '2026-11-29', endDate: '2026-12-05' }],
      ['createEditMEvent', { newData: slot() }],
      ['getMPublish', {}],
      ['getMSetting', {}],
      ['getMTasks', { date: '2026-12-01' }],
      ['setMTask', { taskId: 'x', dateTask: '2026-12-01', selected: true, date: '2026-12-01' }],
      ['createEditMTask', { newData: { name: 'Intruder task', frequency: 'Weekly' }, date: '2026-12-01' }],
    ];
    for (const caller of [seeker, recruiter, client]) for (const [name, body] of calls) expect((await t.call(name, body, caller.token)).status, `${name} by ${caller.email}`).toBe(403);
    for (const [name, body] of calls) expect((await t.call(name, body)).status, name).toBe(401);
    expect((await ok<PostsAnswer>('getMPosts', { search: 'Intruder' }, admin.token)).count).toBe(0);
    const settings = await ok<{ defaultPlatform: string; publishers: { name: string; color: string }[]; types: string[]; contentEventTypes: string[] }>('getMSetting', {}, admin.token);
    expect(settings.defaultPlatform).toBe('LINKEDIN');
    expect(settings.publishers).toHaveLength(3);
    expect(settings.types).toEqual(['Review', 'Video', 'Professional', 'WhatsApp']);
    expect(settings.contentEventTypes).toContain('V Teaser');
  });
});

describe('a post and its versions', () => {
  it('adds a post New with its first version the default, and who wrote it in the metadata', async () => {
    const post = await addPost('Hiring in tech: week 48');
    expect(post).toMatchObject({ status: 'New', defaultVersion: 'v1', publishesCount: 0, lastPublished: null });
    const [added] = await t.app.store.readStream(marketingPostStreamId(post._id));
    expect(added).toMatchObject({ type: 'MarketingPostAdded', metadata: { actor: staff.userId } });
  });

  it('refuses a name another post has (any case), on the name field', async () => {
    await addPost('Salary talks');
    const body = await refused('createEditMPost', { newData: newPost('SALARY TALKS') });
    expect(body.code).toBe('MarketingRefused');
    expect(body.issues).toEqual([expect.objectContaining({ path: 'newData.name', message: 'Another post is named "SALARY TALKS": give this one its own name' })]);
  });

  it('refuses types, subtypes and statuses outside the lists, and a post with no version', async () => {
    for (const change of [{ type: 'Story' }, { subType: 'Reel' }, { status: 'Draft' }, { versions: [] }]) {
      const body = await refused('createEditMPost', { newData: newPost('Listed post', change) });
      expect(body.issues?.[0]?.path, JSON.stringify(change)).toMatch(/^newData\.(type|subType|status|versions)$/);
    }
  });

  it('keeps every version: deleting closes it, a closed one stays as it was and cannot be the default', async () => {
    const post = await addPost('Versions kept');
    const edit = (newData: Record<string, unknown>) => t.call<Refusal & { post: Post }>('createEditMPost', { editId: post._id, newData: { ...newPost('Versions kept'), ...newData } }, staff.token);
    // clone v2, make it the default, delete v1
    const cloned = await edit({ defaultVersion: 'v2 copy', versions: [v('v1', { closed: true }), v('v2'), v('v2 copy')] });
    expect(cloned.status).toBe(200);
    expect(cloned.body.post).toMatchObject({ defaultVersion: 'v2 copy', versions: [{ name: 'v1', closed: true }, { name: 'v2' }, { name: 'v2 copy' }] });
    expect((await edit({ versions: [v('v2'), v('v2 copy')], defaultVersion: 'v2' })).body.issues?.[0]).toMatchObject({ path: 'newData.versions', message: 'Version "v1" cannot be removed: delete it instead (it is kept, closed)' });
    expect((await edit({ versions: [v('v1'), v('v2'), v('v2 copy')] })).body.issues?.[0]?.message).toBe('Version "v1" is deleted and stays as it was');
    expect((await edit({ versions: [v('v1', { closed: true }), v('v2'), v('v2 copy')], defaultVersion: 'v1' })).body.issues?.[0]?.path).toBe('newData.defaultVersion');
    expect((await edit({ versions: [v('v1', { closed: true }), v('v2'), v('v2')] })).body.issues?.[0]?.message).toBe('Two versions are named "v2": give each its own name');
    expect((await t.call('createEditMPost', { editId: 'no-such-post', newData: newPost('Nowhere') }, staff.token)).status).toBe(404);
  });

  it('lists posts searched from 2 characters, filtered by type, subtype and status, sorted', async () => {
    await addPost('Zebra video tips', { type: 'Video', subType: 'Video', status: 'Hold' });
    await addPost('Alpha review', { type: 'Review', subType: 'Quotes' });
    expect((await refused('getMPosts', { search: 'Z' })).issues?.[0]?.path).toBe('search');
    expect((await ok<PostsAnswer>('getMPosts', { search: 'ze' })).data.map((p) => p.name)).toEqual(['Zebra video tips']);
    const videos = await ok<PostsAnswer>('getMPosts', { extraSearch: { type: 'Video' } });
    expect(videos.data.map((p) => p.name)).toEqual(['Zebra video tips']);
    expect((await ok<PostsAnswer>('getMPosts', { extraSearch: { status: 'Hold', subType: 'Video' } })).count).toBe(1);
    const byName = await ok<PostsAnswer>('getMPosts', { sort: { column: 'name', direction: 'asc' } });
    expect(byName.data[0]!.name).toBe('Alpha review');
    expect(byName.cells.map((c) => c.key)).toContain('publishesCount');
  });

  it('finds posts for an event from 2 characters, not closed ones, with their open versions', async () => {
    await addPost('Findable one', { versions: [v('a', { closed: true }), v('b')] });
    await addPost('Findable closed', { status: 'Closed' });
    expect((await refused('findMPosts', { search: 'F' })).issues?.[0]?.path).toBe('search');
    const found = await ok<{ posts: { name: string; versions: string[]; defaultVersion: string }[] }>('findMPosts', { search: 'fi' });
    expect(found.posts.filter((p) => p.name.startsWith('Findable'))).toEqual([expect.objectContaining({ name: 'Findable one', versions: ['b'], defaultVersion: 'b' })]);
  });
});

describe('the calendar', () => {
  it('holds the grid\'s rules: 7:00-17:50 in 10-minute steps, a day, a post when Ready, none on a plan slot', async () => {
    await addPost('Calendar rules post');
    expect((await refused('createEditMEvent', { newData: slot({ timeHours: 18 }) })).issues?.[0]?.path).toBe('newData.timeHours');
    expect((await refused('createEditMEvent', { newData: slot({ timeHours: 6 }) })).issues?.[0]?.path).toBe('newData.timeHours');
    expect((await refused('createEditMEvent', { newData: slot({ timeMinutes: 15 }) })).issues?.[0]?.path).toBe('newData.timeMinutes');
    expect((await refused('createEditMEvent', { newData: slot({ publisher: 'Stranger' }) })).issues?.[0]?.path).toBe('newData.publisher');
    expect((await refused('createEditMEvent', { newData: slot({ date: null }) })).issues?.[0]?.path).toBe('newData.date');
    expect((await refused('createEditMEvent', { newData: slot({ status: 'Ready' }) })).issues?.[0]?.path).toBe('newData.posts');
    expect((await refused('createEditMEvent', { newData: slot({ isPlan: true, weekDay: 1, posts: [{ name: 'Calendar rules post' }] }) })).issues?.[0]?.message).toMatch(/plan slot holds no posts/);
    expect((await refused('createEditMEvent', { newData: slot({ isPlan: true }) })).issues?.[0]?.path).toBe('newData.weekDay');
    expect((await refused('createEditMEvent', { newData: slot({ posts: [{ name: 'No such post' }] }) })).issues?.[0]?.message).toBe('There is no post named "No such post"');
    expect((await refused('createEditMEvent', { newData: slot({ posts: [{ name: 'Calendar rules post', version: 'v9' }] }) })).issues?.[0]?.message).toBe('Post "Calendar rules post" has no open version "v9"');
    expect((await refused('createEditMEvent', { newData: slot(), editId: 'no-such-event' }, 404)).code).toBe('MEventNotFound');
  });

  it("answers a platform's week with its plan slots, times on Belgrade's clock, and its data view in pages", async () => {
    await addPost('Week post');
    const event = await addEvent({ system: 'FACEBOOK', status: 'Ready', posts: [{ name: 'week post' }] });
    // 9:30 in Belgrade (UTC+1 in winter)
    expect(event).toMatchObject({ dateTime: '2026-12-01T08:30:00.000Z', weekDay: 2, posts: [{ name: 'Week post', version: 'v1', impressions: 0 }] });
    await addEvent({ system: 'FACEBOOK', date: '2026-12-06', timeHours: 17, timeMinutes: 50 });
    await addEvent({ system: 'FACEBOOK', date: '2026-12-07' });
    await addEvent({ system: 'INSTAGRAM' });
    await addEvent({ system: 'FACEBOOK', isPlan: true, date: null, weekDay: 4, timeHours: 12, timeMinutes: 0 });
    const week = await ok<CalendarAnswer>('getMCalendar', { startDate: '2026-11-29', endDate: '2026-12-05', system: 'FACEBOOK' });
    expect(week.dates).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(week.events.map((e) => e._id)).toEqual([event._id]);
    expect(week.eventsPlan).toEqual([expect.objectContaining({ isPlan: true, weekDay: 4, date: null, dateTime: null })]);
    const data = await ok<CalendarAnswer>('getMCalendar', { startDate: '2026-11-29', endDate: '2026-12-12', system: 'FACEBOOK', view: 'data', page: 2 });
    expect(data).toMatchObject({ count: 3, events: [], page: 2, pageSize: 25 });
    expect(data.cells.map((c) => c.key)).toContain('dateTime');
    expect((await refused('getMCalendar', { startDate: '2026-12-05', endDate: '2026-12-01' })).issues?.[0]?.path).toBe('endDate');
    expect((await refused('getMCalendar', { startDate: '2026-01-01', endDate: '2026-03-01' })).issues?.[0]?.path).toBe('endDate');
  });

  it('tells staff with the calendar open of each change and removal, and no one else', async () => {
    const other = await personWith(t, admin, { isJHAdmin: true });
    const seeker = await t.signUp();
    const watching = await t.socket(other.token);
    const outsider = await t.socket(seeker.token);
    const heard: unknown[] = [];
    outsider.on('marketing.eventChanged', (m) => heard.push(m));
    const next = () => new Promise<{ eventId: string; event: CalendarEvent | null }>((resolve) => watching.once('marketing.eventChanged', resolve));
    const added = next();
    const event = await addEvent({ date: '2026-12-03', timeHours: 10 });
    expect(await added).toMatchObject({ eventId: event._id, event: { date: '2026-12-03', timeHours: 10, status: 'No Publish' } });
    const removed = next();
    await ok('createEditMEvent', { editId: event._id, newData: slot({ deleted: true }) });
    expect(await removed).toEqual({ eventId: event._id, event: null, position: expect.any(String) });
    expect((await t.app.store.readStream(marketingEventStreamId(event._id))).map((e) => e.type)).toEqual(['MarketingEventAdded', 'MarketingEventRemoved']);
    expect(heard).toEqual([]);
  });
});

describe("the posts' publishes", () => {
  it('are the dated events that publish them; the figures count the Published ones, by type, platform and day', async () => {
    const post = await addPost('Figures post', { type: 'Professional' });
    const figures = { impressions: 1500, questionnairesCount: 4, veryRelevant: 2, soSoRelevant: 1, notRelevant: 1 };
    const published = await addEvent({ date: '2026-11-20', status: 'Published', posts: [{ name: 'Figures post', version: 'v2', ...figures }] });
    await addEvent({ date: '2026-11-21', system: 'TIKTOK', status: 'Ready', posts: [{ name: 'Figures post', impressions: 99 }] });
    const answer = await ok<PublishAnswer>('getMPublish', { postId: post._id });
    expect(answer.publishes.map((p) => [p.eventId, p.version, p.platform, p.status])).toEqual([
      [expect.any(String), 'v1', 'TIKTOK', 'Ready'],
      [published._id, 'v2', 'LINKEDIN', 'Published'],
    ]);
    expect(answer.totals).toEqual({ publishes: 1, ...figures });
    expect(answer.byType).toEqual([{ type: 'Professional', publishes: 1, ...figures }]);
    expect(answer.byPlatform.map((p) => p.platform)).toEqual(['LINKEDIN']);
    expect(answer.byDay.map((d) => d.date)).toEqual(['2026-11-20']);
    const range = await ok<PublishAnswer>('getMPublish', { from: '2026-11-21', to: '2026-11-30' });
    expect(range.publishes.every((p) => p.dateTime >= '2026-11-20T23:00:00.000Z')).toBe(true);
    expect((await ok<PostsAnswer>('getMPosts', { search: 'Figures' })).data[0]).toMatchObject({ publishesCount: 2, lastPublished: '2026-11-20T08:30:00.000Z' });
  });
});

describe('the tasks', () => {
  const saveTask = (newData: Record<string, unknown>, date = '2026-12-01') => t.call<TasksAnswer & Refusal>('createEditMTask', { newData, date }, staff.token);

  it('keeps days for daily tasks only, at least one', async () => {
    expect((await saveTask({ name: 'No days', frequency: 'Daily' })).body.issues?.[0]).toMatchObject({ path: 'newData.daysWeek', message: 'A daily task needs at least one day of the week' });
    expect((await saveTask({ name: 'Weekly days', frequency: 'Weekly', daysWeek: [1] })).body.issues?.[0]?.message).toBe('Only a daily task is done on chosen days of the week');
    expect((await saveTask({ name: 'Often', frequency: 'Hourly' })).status).toBe(400);
  });

  it("answers a day's tasks ticked for their day, week or month, and which days of the week carry tasks", async () => {
    const daily = (await saveTask({ name: 'Reply to comments', frequency: 'Daily', daysWeek: [2, 4, 2] })).body.tasks.find((x) => x.name === 'Reply to comments')!;
    expect(daily.daysWeek).toEqual([2, 4]);
    const weekly = (await saveTask({ name: 'Weekly report', frequency: 'Weekly' })).body.tasks.find((x) => x.name === 'Weekly report')!;
    const sunday = await ok<TasksAnswer>('getMTasks', { date: '2026-11-29' });
    expect(sunday.tasks.map((x) => x.name)).not.toContain('Reply to comments');
    expect(sunday.datesFrequencies.find((d) => d.date === '2026-12-01')!.frequencies).toContain('Daily');
    expect(sunday.datesFrequencies.find((d) => d.date === '2026-11-30')!.frequencies).not.toContain('Daily');
    expect((await refused('setMTask', { taskId: daily._id, dateTask: '2026-12-02', selected: true, date: '2026-12-02' })).issues?.[0]?.path).toBe('dateTask');
    const ticked = await ok<TasksAnswer>('setMTask', { taskId: weekly._id, dateTask: '2026-12-03', selected: true, date: '2026-12-01' });
    // done for the whole week (its Sunday), not the next
    expect(ticked.tasks.find((x) => x._id === weekly._id)).toMatchObject({ selected: true, dateTask: '2026-11-29' });
    expect((await ok<TasksAnswer>('getMTasks', { date: '2026-12-05' })).tasks.find((x) => x._id === weekly._id)!.selected).toBe(true);
    expect((await ok<TasksAnswer>('getMTasks', { date: '2026-12-06' })).tasks.find((x) => x._id === weekly._id)!.selected).toBe(false);
    const dayTicked = await ok<TasksAnswer>('setMTask', { taskId: daily._id, dateTask: '2026-12-01', selected: true, date: '2026-12-01' });
    expect(dayTicked.tasks.find((x) => x._id === daily._id)!.selected).toBe(true);
    expect(dayTicked.datesFrequencies.find((d) => d.date === '2026-12-01')).toMatchObject({ done: 2 });
    expect(dayTicked.datesFrequencies.find((d) => d.date === '2026-12-03')).toMatchObject({ done: 1 });
  });

  it('deletes a task by closing it, tells staff, and a deleted task cannot be ticked', async () => {
    const task = (await saveTask({ name: 'Short-lived', frequency: 'Monthly' })).body.tasks.find((x) => x.name === 'Short-lived')!;
    const watching = await t.socket(admin.token);
    const told = new Promise<{ taskId: string; dateTask: string | null }>((resolve) => watching.on('marketing.tasksChanged', (m: { taskId: string; dateTask: string | null }) => m.taskId === task._id && resolve(m)));
    const after = (await saveTask({ _id: task._id, name: 'Short-lived', frequency: 'Monthly', status: 'Closed' })).body;
    expect(after.tasks.map((x) => x._id)).not.toContain(task._id);
    expect(await told).toMatchObject({ taskId: task._id, dateTask: null });
    expect((await refused('setMTask', { taskId: task._id, dateTask: '2026-12-01', selected: true, date: '2026-12-01' }, 404)).code).toBe('MTaskNotFound');
    expect((await t.app.deps.db.selectFrom('marketing_task').select('id').where('id', '=', task._id).execute()).length).toBe(0);
  });
});
