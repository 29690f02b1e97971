import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EventPost, StoredEvent } from '../../../contracts/backoffice/marketing/calendar-event';
import type { PostFields, Version } from '../../../contracts/backoffice/marketing/post';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { marketingProjection } from './marketing.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const monday = '2026-11-23T08:30:00.000Z';
const tuesday = '2026-11-24T14:10:00.000Z';
const version = (name: string, closed = false): Version => ({
  name, beforeCTA: `${name} before`, afterCTA: `${name} after`, comments: 'c', reshareText: 'r', additionalText: 'a', whatChanged: 'w', closed, newsletterId: closed ? null : 'nl-1',
});
const post: PostFields = {
  name: 'CV tips', type: 'Professional', subType: 'CV Posts', status: 'Ready', contentLink: 'https://example.com/cv', isTest: true, endTest: '2026-12-01', defaultVersion: 'A',
  isGoogle: true, isTikTok: false, isYouTube: true, versions: [version('A'), version('B', true)],
};
const published = (postId: string, name: string, n: number): EventPost => ({
  postId, name, version: `v${n}`, questionnairesCount: n, veryRelevant: n + 1, soSoRelevant: n + 2, notRelevant: n + 3, impressions: 1000 * n,
});
const dated = (posts: EventPost[]): StoredEvent => ({
  system: 'LINKEDIN', date: '2026-11-23', dateTime: monday, timeHours: 9, timeMinutes: 30, status: 'Published', type: 'Post', location: 'Feed', profile: 'Company page',
  publisher: 'Company', posts, isComment: true, weekDay: 1, isPlan: false,
});
// a publish row as the event's post in that slot makes it
const publishOf = (eventId: string, e: StoredEvent, slot: number) => {
  const p = e.posts[slot]!;
  return {
    event_id: eventId, slot: String(slot), post_id: p.postId, post_name: p.name, version: p.version, date_time: new Date(e.dateTime!), platform: e.system, type: e.type, location: e.location,
    status: e.status, questionnaires_count: p.questionnairesCount, very_relevant: p.veryRelevant, so_so_relevant: p.soSoRelevant, not_relevant: p.notRelevant, impressions: p.impressions,
  };
};
const changed = (eventId: string, e: StoredEvent | null, updatedAt: string, event: RecordedEvent) => ({
  room: 'staff:marketing',
  name: 'marketing.eventChanged',
  message: { eventId, event: e && { _id: eventId, ...e, updatedAt }, position: event.position },
});

describeProjection(marketingProjection, (spec, db) => {
  const postRow = (id: string) => db().selectFrom('marketing_post').selectAll().where('id', '=', id).executeTakeFirst();
  const eventRow = (id: string) => db().selectFrom('marketing_event').selectAll().where('id', '=', id).executeTakeFirst();
  const publishes = async (eventId: string) =>
    (await db().selectFrom('marketing_publish').selectAll().where('event_id', '=', eventId).execute())
      .sort((a, b) => Number(a.slot) - Number(b.slot))
      .map(({ last_position: _, impressions, ...row }) => ({ ...row, impressions: Number(impressions) }));

  it('keeps a post as added, then as saved again whole, its versions counted, and tells no one', async () => {
    const postId = randomUUID();
    const added = storedEvent('MarketingPostAdded', { postId, post, addedAt: at });
    expect(await spec.given(added)).toEqual([]);
    expect(await postRow(postId)).toEqual({
      id: postId, name: 'CV tips', type: 'Professional', sub_type: 'CV Posts', status: 'Ready', content_link: 'https://example.com/cv', is_test: true, end_test: '2026-12-01', default_version: 'A',
      is_google: true, is_tiktok: false, is_youtube: true, versions: [version('A'), version('B', true)], versions_count: 2, updated_at: new Date(at), last_position: added.position,
    });
    const saved: PostFields = {
      name: 'CV tips 2', type: 'Video', subType: 'Video', status: 'Hold', contentLink: '', isTest: false, endTest: null, defaultVersion: 'C', isGoogle: false, isTikTok: true, isYouTube: false, versions: [version('C')],
    };
    const edited = storedEvent('MarketingPostEdited', { postId, post: saved, editedAt: later });
    expect(await spec.given(edited)).toEqual([]);
    const row = {
      id: postId, name: 'CV tips 2', type: 'Video', sub_type: 'Video', status: 'Hold', content_link: '', is_test: false, end_test: null, default_version: 'C',
      is_google: false, is_tiktok: true, is_youtube: false, versions: [version('C')], versions_count: 1, updated_at: new Date(later), last_position: edited.position,
    };
    expect(await postRow(postId)).toEqual(row);
    await spec.given(added, edited);
    expect(await postRow(postId)).toEqual(row);
  });

  it('keeps a dated event with a publish per post, and tells the calendar', async () => {
    const [eventId, p1, p2] = [randomUUID(), randomUUID(), randomUUID()];
    const e = dated([published(p1, 'CV tips', 1), published(p2, 'Offers', 2)]);
    const added = storedEvent('MarketingEventAdded', { eventId, event: e, addedAt: at });
    expect(await spec.given(added)).toEqual([changed(eventId, e, at, added)]);
    expect(await eventRow(eventId)).toEqual({
      id: eventId, system: 'LINKEDIN', date: '2026-11-23', date_time: new Date(monday), time_hours: 9, time_minutes: 30, status: 'Published', type: 'Post', location: 'Feed', profile: 'Company page',
      publisher: 'Company', posts: e.posts, is_comment: true, week_day: 1, is_plan: false, updated_at: new Date(at), last_position: added.position,
    });
    expect(await publishes(eventId)).toEqual([publishOf(eventId, e, 0), publishOf(eventId, e, 1)]);
  });

  it('keeps an edited event, its publishes as it now says and the slots it no longer fills emptied', async () => {
    const [eventId, p1, p2, p3, p4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const added = storedEvent('MarketingEventAdded', { eventId, event: dated([published(p1, 'A', 1), published(p2, 'B', 2), published(p3, 'C', 3)]), addedAt: at });
    await spec.given(added);
    expect(await publishes(eventId)).toHaveLength(3);
    const e: StoredEvent = {
      system: 'FACEBOOK', date: '2026-11-24', dateTime: tuesday, timeHours: 16, timeMinutes: 10, status: 'Ready', type: 'Poll', location: 'Group', profile: 'Founder page', publisher: 'Founder',
      posts: [published(p4, 'D', 4), published(p1, 'A', 5)], isComment: false, weekDay: 2, isPlan: false,
    };
    const edited = storedEvent('MarketingEventEdited', { eventId, event: e, editedAt: later });
    expect(await spec.given(edited)).toEqual([changed(eventId, e, later, edited)]);
    expect(await eventRow(eventId)).toEqual({
      id: eventId, system: 'FACEBOOK', date: '2026-11-24', date_time: new Date(tuesday), time_hours: 16, time_minutes: 10, status: 'Ready', type: 'Poll', location: 'Group', profile: 'Founder page',
      publisher: 'Founder', posts: e.posts, is_comment: false, week_day: 2, is_plan: false, updated_at: new Date(later), last_position: edited.position,
    });
    expect(await publishes(eventId)).toEqual([publishOf(eventId, e, 0), publishOf(eventId, e, 1)]);

    // both saves again, as a replayed batch: neither the event nor its publishes change, and no one hears of it
    expect(await spec.given(added, edited)).toEqual([]);
    expect(await eventRow(eventId)).toMatchObject({ system: 'FACEBOOK', last_position: edited.position });
    expect(await publishes(eventId)).toEqual([publishOf(eventId, e, 0), publishOf(eventId, e, 1)]);
  });

  it('keeps all ten slots of a full event, and empties the rest of them when it has fewer', async () => {
    const eventId = randomUUID();
    const ten = dated(Array.from({ length: 10 }, (_, n) => published(`p${n}`, `Post ${n}`, n)));
    await spec.given(storedEvent('MarketingEventAdded', { eventId, event: ten, addedAt: at }));
    expect(await publishes(eventId)).toEqual(ten.posts.map((_, slot) => publishOf(eventId, ten, slot)));
    const one = dated([published('p9', 'Post 9', 9)]);
    await spec.given(storedEvent('MarketingEventEdited', { eventId, event: one, editedAt: later }));
    expect(await publishes(eventId)).toEqual([publishOf(eventId, one, 0)]);
  });

  it('keeps no publishes for an event without a time (a plan slot), even with posts', async () => {
    const [eventId, planId, p1] = [randomUUID(), randomUUID(), randomUUID()];
    const plan: StoredEvent = { ...dated([published(p1, 'A', 1)]), date: null, dateTime: null, isPlan: true, weekDay: 4 };
    const planned = storedEvent('MarketingEventAdded', { eventId: planId, event: plan, addedAt: at });
    expect(await spec.given(planned)).toEqual([changed(planId, plan, at, planned)]);
    expect(await eventRow(planId)).toMatchObject({ date: null, date_time: null, is_plan: true, week_day: 4, posts: plan.posts });
    expect(await publishes(planId)).toEqual([]);

    await spec.given(storedEvent('MarketingEventAdded', { eventId, event: dated([published(p1, 'A', 1)]), addedAt: at }));
    expect(await publishes(eventId)).toHaveLength(1);
    await spec.given(storedEvent('MarketingEventEdited', { eventId, event: { ...plan, weekDay: 5 }, editedAt: later }));
    expect(await eventRow(eventId)).toMatchObject({ date_time: null, is_plan: true, week_day: 5 });
    expect(await publishes(eventId)).toEqual([]);
  });

  it('removes a removed event with its publishes, only its own, and tells the calendar it is gone, even twice', async () => {
    const [eventId, otherId, p1] = [randomUUID(), randomUUID(), randomUUID()];
    const e = dated([published(p1, 'A', 1), published(p1, 'A', 2)]);
    await spec.given(storedEvent('MarketingEventAdded', { eventId, event: e, addedAt: at }), storedEvent('MarketingEventAdded', { eventId: otherId, event: e, addedAt: at }));
    const removed = storedEvent('MarketingEventRemoved', { eventId, removedAt: later });
    expect(await spec.given(removed)).toEqual([changed(eventId, null, later, removed)]);
    expect(await eventRow(eventId)).toBeUndefined();
    expect(await publishes(eventId)).toEqual([]);
    expect(await eventRow(otherId)).toMatchObject({ id: otherId });
    expect(await publishes(otherId)).toEqual([publishOf(otherId, e, 0), publishOf(otherId, e, 1)]);
    const again = storedEvent('MarketingEventRemoved', { eventId, removedAt: later });
    expect(await spec.given(again)).toEqual([changed(eventId, null, later, again)]);
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [postId, eventId, goneId, planId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const last = dated([published(postId, 'CV tips 2', 7), published(postId, 'CV tips 2', 8)]);
      const plan: StoredEvent = { ...dated([]), date: null, dateTime: null, isPlan: true, weekDay: 3 };
      const events = [
        storedEvent('MarketingPostAdded', { postId, post, addedAt: at }),
        storedEvent('MarketingEventAdded', { eventId, event: dated([published(postId, 'CV tips', 1), published(postId, 'CV tips', 2), published(postId, 'CV tips', 3)]), addedAt: at }),
        storedEvent('MarketingEventAdded', { eventId: goneId, event: dated([published(postId, 'CV tips', 1)]), addedAt: at }),
        storedEvent('MarketingPostEdited', { postId, post: { ...post, name: 'CV tips 2', versions: [version('A')] }, editedAt: later }),
        storedEvent('MarketingEventRemoved', { eventId: goneId, removedAt: later }),
        storedEvent('MarketingEventAdded', { eventId: planId, event: plan, addedAt: at }),
        storedEvent('MarketingEventEdited', { eventId, event: last, editedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await postRow(postId), form).toMatchObject({ name: 'CV tips 2', versions: [version('A')], versions_count: 1, updated_at: new Date(later) });
      expect(await eventRow(eventId), form).toMatchObject({ posts: last.posts, updated_at: new Date(later) });
      expect(await publishes(eventId), form).toEqual([publishOf(eventId, last, 0), publishOf(eventId, last, 1)]);
      expect(await eventRow(goneId), form).toBeUndefined();
      expect(await publishes(goneId), form).toEqual([]);
      expect(await eventRow(planId), form).toMatchObject({ is_plan: true, week_day: 3, date_time: null });
      expect(await publishes(planId), form).toEqual([]);
    }
  });
});
