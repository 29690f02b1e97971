import { describe, expect, it } from 'vitest';
import type { MarketingEvent } from '../../../contracts/backoffice/marketing/events';
import type { EventFields, StoredEvent } from '../../../contracts/backoffice/marketing/calendar-event';
import type { PostFields, Version } from '../../../contracts/backoffice/marketing/post';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { eventDecider, eventMoment } from './decide-event';
import { postDecider } from './decide-post';
import { taskDecider } from './decide-task';

const now = new Date('2026-12-01T08:00:00.000Z');
const at = now.toISOString();
const version = (name: string, closed = false): Version => ({ name, beforeCTA: 'Hi', afterCTA: 'Book', comments: '', reshareText: '', additionalText: '', whatChanged: '', closed, newsletterId: null });
const post: PostFields = { name: 'Post', type: 'Review', subType: 'Text', status: 'New', contentLink: '', isTest: false, endTest: null, defaultVersion: '', isGoogle: false, isTikTok: false, isYouTube: false, versions: [version('v1'), version('v2')] };
const saved = { ...post, defaultVersion: 'v1' };
const added: MarketingEvent = { type: 'MarketingPostAdded', data: { postId: 'p1', post: saved, addedAt: at } };

describe('the post decider', () => {
  const given = DeciderSpecification.for(postDecider);
  const add = (p: PostFields, nameTaken = false) => ({ type: 'AddPost' as const, postId: 'p1', post: p, nameTaken, now });
  const edit = (p: PostFields) => ({ type: 'EditPost' as const, postId: 'p1', post: p, nameTaken: false, now });

  it('adds a post with its first open version the default, once', () => {
    given([]).when(add(post)).then([added]);
    given([added]).when(add(post)).thenNothingHappens();
    given([]).when(add({ ...post, versions: [version('v1', true), version('v2')] })).then([{ type: 'MarketingPostAdded', data: { postId: 'p1', post: { ...post, defaultVersion: 'v2', versions: [version('v1', true), version('v2')] }, addedAt: at } }]);
  });

  it("refuses a taken name, twice-named versions and a default that is not open; clears a non-test's end", () => {
    given([]).when(add(post, true)).thenFails('MarketingRefused', 'Another post is named "Post": give this one its own name');
    given([]).when(add({ ...post, versions: [version('v1'), version('v1')] })).thenFails('MarketingRefused', 'Two versions are named "v1": give each its own name');
    given([]).when(add({ ...post, defaultVersion: 'v9' })).thenFails('MarketingRefused', 'Make an open version of this post the default');
    expect(given([]).when(add({ ...post, endTest: '2026-12-31' })).result()).toMatchObject([{ data: { post: { endTest: null } } }]);
    expect(given([]).when(add({ ...post, isTest: true, endTest: '2026-12-31' })).result()).toMatchObject([{ data: { post: { endTest: '2026-12-31' } } }]);
  });

  it('keeps versions on an edit: none removed, a closed one unchanged; nothing when nothing changed', () => {
    given([]).when(edit(post)).thenFails('MPostNotFound');
    given([added]).when(edit(saved)).thenNothingHappens();
    given([added]).when(edit({ ...saved, versions: [version('v1')] })).thenFails('MarketingRefused', 'Version "v2" cannot be removed: delete it instead (it is kept, closed)');
    const closing = { ...saved, versions: [version('v1'), version('v2', true)] };
    given([added]).when(edit(closing)).then([{ type: 'MarketingPostEdited', data: { postId: 'p1', post: closing, editedAt: at } }]);
    const closed: MarketingEvent = { type: 'MarketingPostEdited', data: { postId: 'p1', post: closing, editedAt: at } };
    given([added, closed]).when(edit({ ...saved, versions: [version('v1'), version('v2')] })).thenFails('MarketingRefused', 'Version "v2" is deleted and stays as it was');
    // a closed version left as it was lets the rest change
    const renamed = { ...closing, name: 'Post renamed' };
    given([added, closed]).when(edit(renamed)).then([{ type: 'MarketingPostEdited', data: { postId: 'p1', post: renamed, editedAt: at } }]);
  });

  it('answers a repeated addition with nothing, even when the post sent again differs', () => {
    given([added]).when(add({ ...saved, status: 'Published' })).thenNothingHappens();
    const edited: MarketingEvent = { type: 'MarketingPostEdited', data: { postId: 'p1', post: { ...saved, status: 'Published' }, editedAt: at } };
    given([added, edited]).when(add(saved)).thenNothingHappens();
  });
});

describe('the calendar event decider', () => {
  const given = DeciderSpecification.for(eventDecider);
  const named = [{ postId: 'p1', name: 'Post', defaultVersion: 'v1', openVersions: ['v1', 'v2'] }];
  const fields: EventFields = { system: 'LINKEDIN', date: '2026-12-01', weekDay: null, timeHours: 9, timeMinutes: 30, status: 'Ready', type: 'Post', location: '', profile: '', publisher: 'Company', posts: [{ name: 'post', version: '', questionnairesCount: 0, veryRelevant: 0, soSoRelevant: 0, notRelevant: 0, impressions: 0 }], isComment: false, isPlan: false };
  const save = (f: EventFields, isNew = true, posts = named) => ({ type: 'SaveEvent' as const, eventId: 'e1', isNew, fields: f, posts, now });
  const stored: StoredEvent = { ...fields, dateTime: '2026-12-01T08:30:00.000Z', weekDay: 2, posts: [{ postId: 'p1', name: 'Post', version: 'v1', questionnairesCount: 0, veryRelevant: 0, soSoRelevant: 0, notRelevant: 0, impressions: 0 }] };
  const eventAdded: MarketingEvent = { type: 'MarketingEventAdded', data: { eventId: 'e1', event: stored, addedAt: at } };

  it("adds an event at its moment on Belgrade's clock, its posts by name at their default version", () => {
    given([]).when(save(fields)).then([eventAdded]);
    // summer time: UTC+2
    expect(eventMoment('2026-07-01', 7, 0)).toBe('2026-07-01T05:00:00.000Z');
  });

  it('refuses an unknown post, a version not open, a post twice, and a Ready event without posts', () => {
    given([]).when(save(fields, true, [])).thenFails('MarketingRefused', 'There is no post named "post"');
    given([]).when(save({ ...fields, posts: [{ ...fields.posts[0]!, version: 'v3' }] })).thenFails('MarketingRefused', 'Post "Post" has no open version "v3"');
    given([]).when(save({ ...fields, posts: [fields.posts[0]!, { ...fields.posts[0]!, name: 'POST' }] })).thenFails('MarketingRefused', 'Post "POST" is linked twice');
    given([]).when(save({ ...fields, posts: [] })).thenFails('MarketingRefused', 'Link a post to an event that is Ready or Published');
  });

  it('keeps a plan slot dayless and postless, on its day of the week', () => {
    const plan = { ...fields, isPlan: true, weekDay: 4, status: 'No Publish' as const, posts: [] };
    expect(given([]).when(save(plan)).result()).toMatchObject([{ data: { event: { date: null, dateTime: null, weekDay: 4, isPlan: true } } }]);
    given([]).when(save({ ...plan, weekDay: null })).thenFails('MarketingRefused', 'Choose the day of the week this plan slot is on');
  });

  it('saves an edit unless nothing changed, keeps a version closed since, and removes once', () => {
    given([]).when(save(fields, false)).thenFails('MEventNotFound');
    given([eventAdded]).when(save(fields, false)).thenNothingHappens();
    const closedSince = [{ ...named[0]!, openVersions: ['v2'] }];
    given([eventAdded]).when(save({ ...fields, status: 'Published', posts: [{ ...fields.posts[0]!, version: 'v1' }] }, false, closedSince)).then([
      { type: 'MarketingEventEdited', data: { eventId: 'e1', event: { ...stored, status: 'Published' }, editedAt: at } },
    ]);
    const removed: MarketingEvent = { type: 'MarketingEventRemoved', data: { eventId: 'e1', removedAt: at } };
    given([eventAdded]).when({ type: 'RemoveEvent', eventId: 'e1', now }).then([removed]);
    given([eventAdded, removed]).when({ type: 'RemoveEvent', eventId: 'e1', now }).thenFails('MEventNotFound');
    given([eventAdded, removed]).when(save(fields)).thenNothingHappens();
  });

  describe('with two posts', () => {
    const two = [...named, { postId: 'p2', name: 'Other', defaultVersion: 'v2', openVersions: ['v1', 'v2'] }];
    const link = (name: string, v: string) => ({ ...fields.posts[0]!, name, version: v });
    const kept = (postId: string, name: string, v: string) => ({ postId, name, version: v, questionnairesCount: 0, veryRelevant: 0, soSoRelevant: 0, notRelevant: 0, impressions: 0 });
    const withPosts = (...posts: ReturnType<typeof kept>[]): MarketingEvent => ({ type: 'MarketingEventAdded', data: { eventId: 'e1', event: { ...stored, posts }, addedAt: at } });

    it('links each post by its own name', () => {
      expect(given([]).when(save({ ...fields, posts: [link('other', '')] }, true, two)).result()).toMatchObject([{ data: { event: { posts: [{ postId: 'p2', name: 'Other', version: 'v2' }] } } }]);
    });

    it('keeps a version closed since only where this event had that post at that version', () => {
      const v1Closed = two.map((p) => ({ ...p, openVersions: ['v2'] }));
      // the event had both posts at v1: p1 at v1 stays
      given([withPosts(kept('p1', 'Post', 'v1'), kept('p2', 'Other', 'v2'))]).when(save({ ...fields, posts: [link('post', 'v1'), link('other', 'v2')] }, false, v1Closed)).thenNothingHappens();
      // another post had v1, or this post had another version: v1 is not this event's to keep
      given([withPosts(kept('p2', 'Other', 'v1'))]).when(save({ ...fields, posts: [link('post', 'v1')] }, false, v1Closed)).thenFails('MarketingRefused', 'Post "Post" has no open version "v1"');
      given([withPosts(kept('p1', 'Post', 'v2'))]).when(save({ ...fields, posts: [link('post', 'v1')] }, false, v1Closed)).thenFails('MarketingRefused', 'Post "Post" has no open version "v1"');
    });

    it('compares an edit with the event as last edited', () => {
      const editedEvent: StoredEvent = { ...stored, status: 'Published' };
      const edited: MarketingEvent = { type: 'MarketingEventEdited', data: { eventId: 'e1', event: editedEvent, editedAt: at } };
      given([eventAdded, edited]).when(save({ ...fields, status: 'Published' }, false)).thenNothingHappens();
      given([eventAdded, edited]).when(save(fields, false)).then([{ type: 'MarketingEventEdited', data: { eventId: 'e1', event: stored, editedAt: at } }]);
    });
  });
});

describe('the task decider', () => {
  const given = DeciderSpecification.for(taskDecider);
  const task = { name: 'Reply', frequency: 'Daily', daysWeek: [3, 1], notes: '' };
  const taskAdded: MarketingEvent = { type: 'MarketingTaskAdded', data: { taskId: 't1', task: { ...task, daysWeek: [1, 3] }, addedAt: at } };
  const tick = (day: string, selected = true) => ({ type: 'TickTask' as const, taskId: 't1', day, selected, now });

  it('adds a daily task on its days (sorted), a weekly one on none', () => {
    given([]).when({ type: 'SaveTask', taskId: 't1', isNew: true, task, now }).then([taskAdded]);
    given([]).when({ type: 'SaveTask', taskId: 't1', isNew: true, task: { ...task, daysWeek: [] }, now }).thenFails('MarketingRefused', 'A daily task needs at least one day of the week');
    given([]).when({ type: 'SaveTask', taskId: 't1', isNew: true, task: { ...task, frequency: 'Weekly' }, now }).thenFails('MarketingRefused', 'Only a daily task is done on chosen days of the week');
  });

  it('ticks a task for its period, on its days only, and not again', () => {
    // 2026-12-01 is a Tuesday: not one of Monday and Wednesday
    given([taskAdded]).when(tick('2026-12-01')).thenFails('MarketingRefused', 'This task is not done on that day');
    const ticked: MarketingEvent = { type: 'MarketingTaskTicked', data: { taskId: 't1', dateTask: '2026-11-30', selected: true, tickedAt: at } };
    given([taskAdded]).when(tick('2026-11-30')).then([ticked]);
    given([taskAdded, ticked]).when(tick('2026-11-30')).thenNothingHappens();
    given([taskAdded]).when(tick('2026-11-30', false)).thenNothingHappens();
    const weekly: MarketingEvent = { type: 'MarketingTaskEdited', data: { taskId: 't1', task: { ...task, frequency: 'Weekly', daysWeek: [] }, editedAt: at } };
    expect(given([taskAdded, weekly]).when(tick('2026-12-03')).result()).toMatchObject([{ data: { dateTask: '2026-11-29' } }]);
    const monthly: MarketingEvent = { type: 'MarketingTaskEdited', data: { taskId: 't1', task: { ...task, frequency: 'Monthly', daysWeek: [] }, editedAt: at } };
    expect(given([taskAdded, monthly]).when(tick('2026-12-17')).result()).toMatchObject([{ data: { dateTask: '2026-12-01' } }]);
  });

  it('closes (deletes) a task once; a closed one is not found', () => {
    const closed: MarketingEvent = { type: 'MarketingTaskClosed', data: { taskId: 't1', closedAt: at } };
    given([taskAdded]).when({ type: 'CloseTask', taskId: 't1', now }).then([closed]);
    given([taskAdded, closed]).when({ type: 'CloseTask', taskId: 't1', now }).thenFails('MTaskNotFound');
    given([taskAdded, closed]).when(tick('2026-11-30')).thenFails('MTaskNotFound');
    given([]).when({ type: 'SaveTask', taskId: 't1', isNew: false, task, now }).thenFails('MTaskNotFound');
    given([taskAdded]).when({ type: 'SaveTask', taskId: 't1', isNew: false, task: { ...task, daysWeek: [1, 3] }, now }).thenNothingHappens();
  });

  it('edits a task by the same rules, and keeps its ticks; a task saved as new twice is added once', () => {
    const edited = { ...task, name: 'Reply to all', daysWeek: [5, 1, 5] };
    given([taskAdded]).when({ type: 'SaveTask', taskId: 't1', isNew: false, task: edited, now }).then([
      { type: 'MarketingTaskEdited', data: { taskId: 't1', task: { ...edited, daysWeek: [1, 5] }, editedAt: at } },
    ]);
    given([taskAdded]).when({ type: 'SaveTask', taskId: 't1', isNew: false, task: { ...task, daysWeek: [] }, now }).thenFails('MarketingRefused', 'A daily task needs at least one day of the week');
    given([taskAdded]).when({ type: 'SaveTask', taskId: 't1', isNew: true, task: edited, now }).thenNothingHappens();
    // a tick made before an edit stays: ticking the same day again changes nothing
    const ticked: MarketingEvent = { type: 'MarketingTaskTicked', data: { taskId: 't1', dateTask: '2026-11-30', selected: true, tickedAt: at } };
    const renamed: MarketingEvent = { type: 'MarketingTaskEdited', data: { taskId: 't1', task: { ...task, name: 'Renamed', daysWeek: [1, 3] }, editedAt: at } };
    given([taskAdded, ticked, renamed]).when(tick('2026-11-30')).thenNothingHappens();
    given([taskAdded, ticked, renamed]).when(tick('2026-11-30', false)).then([{ type: 'MarketingTaskTicked', data: { taskId: 't1', dateTask: '2026-11-30', selected: false, tickedAt: at } }]);
    // a closed task takes no edit, tick or new addition; events of other marketing streams change nothing
    const closed: MarketingEvent = { type: 'MarketingTaskClosed', data: { taskId: 't1', closedAt: at } };
    given([taskAdded, closed, renamed, ticked]).when({ type: 'SaveTask', taskId: 't1', isNew: false, task, now }).thenFails('MTaskNotFound');
    given([taskAdded, closed]).when({ type: 'SaveTask', taskId: 't1', isNew: true, task, now }).thenNothingHappens();
    given([closed, ticked]).when({ type: 'CloseTask', taskId: 't1', now }).thenFails('MTaskNotFound');
  });
});
