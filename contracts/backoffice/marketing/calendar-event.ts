import { z } from 'zod';
import { withinYears } from '../../core/dates';
import { say } from '../../core/messages';
import {
  CALENDAR_STATUSES,
  CONTENT_EVENT_TYPES,
  FIRST_HOUR,
  LAST_HOUR,
  MAX_EVENT_POSTS,
  PLATFORMS,
  PUBLISHER_NAMES,
  SLOT_MINUTES,
  weekDayOf,
} from './marketing';
import { marketingMessages as m } from './messages';

// A calendar event (back-office spec §3 "Calendar event"): a slot of the week on a platform, its
// publisher and the posts it publishes, each with the figures its publish brought. A plan event
// (isPlan) is a weekly slot with no day: the plan view, and a hint on the calendar.

const values = (list: readonly string[]) => ({ values: list.join(', ') });
const count = z.number().int().min(0).max(100_000_000).default(0);

// posts[]: a post by its name, the version published (its default when blank) and what it brought.
export const eventPostSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    version: z.string().trim().max(100).default(''),
    questionnairesCount: count,
    veryRelevant: count,
    soSoRelevant: count,
    notRelevant: count,
    impressions: count,
  })
  .strict();
export type EventPostInput = z.input<typeof eventPostSchema>;

export const eventFieldsSchema = z
  .object({
    system: z.enum(PLATFORMS, { error: say(m.MPlatformUnknown, values(PLATFORMS)) }),
    // the day, on Belgrade's clock; none for a plan slot
    date: withinYears(z.iso.date()).nullable().default(null),
    // a plan slot's day of the week (0 Sunday); a dated event's is its day's
    weekDay: z.number().int().min(0).max(6).nullable().default(null),
    timeHours: z.number().int().min(FIRST_HOUR, say(m.MHourOutside, { from: FIRST_HOUR, to: LAST_HOUR })).max(LAST_HOUR, say(m.MHourOutside, { from: FIRST_HOUR, to: LAST_HOUR })),
    timeMinutes: z.number().int().min(0).max(59).refine((n) => n % SLOT_MINUTES === 0, say(m.MMinuteStep, { step: SLOT_MINUTES })),
    status: z.enum(CALENDAR_STATUSES, { error: say(m.MCalendarStatusUnknown, values(CALENDAR_STATUSES)) }).default('No Publish'),
    type: z.enum(CONTENT_EVENT_TYPES, { error: say(m.MContentTypeUnknown, values(CONTENT_EVENT_TYPES)) }),
    location: z.string().trim().max(200).default(''),
    profile: z.string().trim().max(200).default(''),
    publisher: z.enum(PUBLISHER_NAMES, { error: say(m.MPublisherUnknown, values(PUBLISHER_NAMES)) }),
    posts: z.array(eventPostSchema).max(MAX_EVENT_POSTS).default([]),
    isComment: z.boolean().default(false),
    isPlan: z.boolean().default(false),
  })
  .strict();
export type EventFieldsInput = z.input<typeof eventFieldsSchema>;
export type EventFields = z.output<typeof eventFieldsSchema>;

// As stored: the post's id beside its name (a renamed post keeps its publishes).
export const storedEventPostSchema = z.object({
  postId: z.string(),
  name: z.string(),
  version: z.string(),
  questionnairesCount: z.number(),
  veryRelevant: z.number(),
  soSoRelevant: z.number(),
  notRelevant: z.number(),
  impressions: z.number(),
});
export type EventPost = z.infer<typeof storedEventPostSchema>;

export const storedEventSchema = z.object({
  system: z.string(),
  date: z.string().nullable(),
  dateTime: z.string().nullable(),
  timeHours: z.number(),
  timeMinutes: z.number(),
  status: z.string(),
  type: z.string(),
  location: z.string(),
  profile: z.string(),
  publisher: z.string(),
  posts: z.array(storedEventPostSchema),
  isComment: z.boolean(),
  weekDay: z.number(),
  isPlan: z.boolean(),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

export const calendarEventSchema = storedEventSchema.extend({ _id: z.string(), updatedAt: z.string() });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

// The event's rules that need nothing stored, the same in the dialog and on the server. Answers
// the message of the rule broken, or null.
export function eventRuleBroken(event: Pick<EventFields, 'date' | 'weekDay' | 'isPlan' | 'status'> & { posts: readonly { name: string }[] }): string | null {
  if (event.isPlan) {
    if (event.weekDay === null) return m.MPlanNeedsWeekDay;
    if (event.posts.length) return m.MPlanHasNoPosts;
    return null;
  }
  if (!event.date) return m.MEventNeedsDate;
  if (event.status !== 'No Publish' && !event.posts.length) return m.MEventNeedsPost;
  const names = event.posts.map((p) => p.name.toLowerCase());
  const twice = event.posts.find((p, i) => names.indexOf(p.name.toLowerCase()) !== i);
  return twice ? say(m.MEventPostTwice, { name: twice.name }) : null;
}

// A dated event's day of the week is its day's.
export const weekDayOfEvent = (event: { date: string | null; weekDay: number | null }): number => (event.date ? weekDayOf(event.date) : (event.weekDay ?? 0));

// A calendar event's read-model row, as a query or a projection holds it (a time a Date or text,
// the posts parsed or as text).
export type CalendarEventRow = Omit<StoredEvent, 'dateTime' | 'timeHours' | 'timeMinutes' | 'isComment' | 'weekDay' | 'isPlan' | 'posts'> & {
  id: string;
  date_time: string | Date | null;
  time_hours: number;
  time_minutes: number;
  posts: EventPost[] | string;
  is_comment: boolean;
  week_day: number;
  is_plan: boolean;
  updated_at: string | Date;
};

const isoOf = (value: string | Date) => new Date(value).toISOString();

// A calendar event as the calls and the live message give it.
export const calendarEventOf = (row: CalendarEventRow): CalendarEvent => ({
  _id: row.id,
  system: row.system,
  date: row.date,
  dateTime: row.date_time === null ? null : isoOf(row.date_time),
  timeHours: row.time_hours,
  timeMinutes: row.time_minutes,
  status: row.status,
  type: row.type,
  location: row.location,
  profile: row.profile,
  publisher: row.publisher,
  posts: typeof row.posts === 'string' ? (JSON.parse(row.posts) as EventPost[]) : row.posts,
  isComment: row.is_comment,
  weekDay: row.week_day,
  isPlan: row.is_plan,
  updatedAt: isoOf(row.updated_at),
});
