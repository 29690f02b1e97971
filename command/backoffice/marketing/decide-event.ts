import { DateTime } from 'luxon';
import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { eventRuleBroken, weekDayOfEvent, type EventFields, type EventPost, type StoredEvent } from '../../../contracts/backoffice/marketing/calendar-event';
import { marketingEvents, type MarketingEvent } from '../../../contracts/backoffice/marketing/events';
import { CALENDAR_ZONE } from '../../../contracts/backoffice/marketing/marketing';
import { marketingMessages as m } from '../../../contracts/backoffice/marketing/messages';
import type { Decider } from '../../core/decider';
import { refused } from './decide-post';

// What marketing-event-{eventId} holds for its rules: the event as last saved.
export type EventState = { status: 'none' } | { status: 'kept'; event: StoredEvent } | { status: 'removed' };
export const initialEvent: EventState = { status: 'none' };

export const evolveEvent = (state: EventState, event: MarketingEvent): EventState => {
  switch (event.type) {
    case 'MarketingEventAdded':
    case 'MarketingEventEdited':
      return { status: 'kept', event: event.data.event };
    case 'MarketingEventRemoved':
      return { status: 'removed' };
    default:
      return state;
  }
};

// A post an event may name: found by its name (any case), with its open versions.
export type NamedPost = { postId: string; name: string; defaultVersion: string; openVersions: readonly string[] };

export type EventCommand =
  | { type: 'SaveEvent'; eventId: string; isNew: boolean; fields: EventFields; posts: readonly NamedPost[]; now: Date }
  | { type: 'RemoveEvent'; eventId: string; now: Date };

type Decided = Extract<MarketingEvent, { type: 'MarketingEventAdded' | 'MarketingEventEdited' | 'MarketingEventRemoved' }>;

// The moment a dated event is at, on Belgrade's clock.
export const eventMoment = (date: string, hours: number, minutes: number): string =>
  DateTime.fromISO(date, { zone: CALENDAR_ZONE }).set({ hour: hours, minute: minutes }).toUTC().toISO({ suppressMilliseconds: false })!;

// Each linked post by its name, at an open version (its default when blank); a version published
// before and closed since stays as it was on this event.
function linked(fields: EventFields, posts: readonly NamedPost[], before: StoredEvent | null): EventPost[] | DomainError {
  const out: EventPost[] = [];
  for (const p of fields.posts) {
    const post = posts.find((x) => x.name.toLowerCase() === p.name.toLowerCase());
    if (!post) return refused(say(m.MEventPostUnknown, { name: p.name }));
    const version = p.version || post.defaultVersion;
    const kept = before?.posts.some((b) => b.postId === post.postId && b.version === version);
    if (!post.openVersions.includes(version) && !kept) return refused(say(m.MEventVersionUnknown, { name: post.name, version }));
    const { name: _name, version: _version, ...figures } = p;
    out.push({ postId: post.postId, name: post.name, version, ...figures });
  }
  return out;
}

function decide(c: EventCommand, state: EventState): Decided[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'RemoveEvent') return state.status === 'kept' ? [{ type: 'MarketingEventRemoved', data: { eventId: c.eventId, removedAt: at } }] : domainError('MEventNotFound');
  if (!c.isNew && state.status !== 'kept') return domainError('MEventNotFound');
  // an addition repeated finds the event there (or removed)
  if (c.isNew && state.status !== 'none') return [];
  const broken = eventRuleBroken(c.fields);
  if (broken) return refused(broken);
  const before = state.status === 'kept' ? state.event : null;
  const posts = linked(c.fields, c.posts, before);
  if ('code' in posts) return posts;
  const f = c.fields;
  const date = f.isPlan ? null : f.date;
  const event: StoredEvent = {
    system: f.system,
    date,
    dateTime: date ? eventMoment(date, f.timeHours, f.timeMinutes) : null,
    timeHours: f.timeHours,
    timeMinutes: f.timeMinutes,
    status: f.status,
    type: f.type,
    location: f.location,
    profile: f.profile,
    publisher: f.publisher,
    posts,
    isComment: f.isComment,
    weekDay: weekDayOfEvent({ date, weekDay: f.weekDay }),
    isPlan: f.isPlan,
  };
  if (!before) return [{ type: 'MarketingEventAdded', data: { eventId: c.eventId, event, addedAt: at } }];
  return JSON.stringify(before) === JSON.stringify(event) ? [] : [{ type: 'MarketingEventEdited', data: { eventId: c.eventId, event, editedAt: at } }];
}

export const eventDecider: Decider<EventState, EventCommand, MarketingEvent> = { events: marketingEvents, initialState: initialEvent, evolve: evolveEvent, decide };
