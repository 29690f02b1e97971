import { DateTime } from 'luxon';
import { z } from 'zod';
import { say } from '../../core/messages';
import { eventMessages as m } from './messages';

// Weekly webinars (back-office spec §2 "Events", §3, §9): each event meets weekly on its weekday,
// 15:00–16:00 in Israel. Its occurrences are not created by anyone: they are the dates of its rule,
// and an occurrence's stream holds what happened to it (edits, registrants).

export const WEBINAR_ZONE = 'Asia/Jerusalem';
export const START_HOUR = 15;
export const END_HOUR = 16;
export const OCCURRENCES_SHOWN = 8;
export const DAYS_AHEAD = 4;
export const OPEN_SHOWN_TO_VISITORS = 2;
export const DEFAULT_LIMIT = 50;
export const LIMIT_MAX = 10_000;
export const NAME_MAX = 80;
export const REASON_MAX = 1000;
export const DEFAULT_HOST = 'events@jobhunt.co.il';
export const DEFAULT_MEET_LINK = 'https://meet.google.com/';

// title and description in English, and in Hebrew (he)
export type Webinar = { eventUrl: string; title: string; description: string; he: { title: string; description: string }; weekday: number };

// The product as its addresses say it ('/{product}-webinar'): lowercased, one word.
export const slugOfProduct = (product: string): string =>
  product
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'jobhunt';

// The events there are: the open Google Meet session and the coaching brand's webinar
// (/events/{product}-webinar, the product slug as configured).
export function webinarsOf(product: string): readonly Webinar[] {
  const productSlug = slugOfProduct(product);
  return [
    {
      eventUrl: 'google_meet',
      title: 'Job search Q&A on Google Meet',
      description: 'An open hour with our coaches: bring your questions about CVs, interviews and the job search.',
      he: { title: 'שאלות ותשובות על חיפוש עבודה ב-Google Meet', description: 'שעה פתוחה עם המאמנים שלנו: אפשר להביא שאלות על קורות חיים, ראיונות וחיפוש עבודה.' },
      weekday: 2,
    },
    {
      eventUrl: `${productSlug}-webinar`,
      title: 'How the personal job-search journey works',
      description: 'A free webinar: how the coaching journey finds you interviews, step by step, with time for questions.',
      he: { title: 'איך עובד מסע חיפוש העבודה האישי', description: 'וובינר חינמי: איך מסע הליווי מביא לך ראיונות, צעד אחר צעד, עם זמן לשאלות.' },
      weekday: 4,
    },
  ];
}
export const webinarOf = (productSlug: string, eventUrl: string): Webinar | undefined => webinarsOf(productSlug).find((w) => w.eventUrl === eventUrl);

// An occurrence is its event on one date: `{eventUrl}_{yyyy-MM-dd}`.
export const occurrenceIdOf = (eventUrl: string, date: string): string => `${eventUrl}_${date}`;
export function parseOccurrenceId(id: string): { eventUrl: string; date: string } | null {
  const match = /^(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match ? { eventUrl: match[1]!, date: match[2]! } : null;
}

// When an occurrence on a date (Israel's calendar) starts and ends, as instants.
export function occurrenceTimes(date: string): { start: DateTime; end: DateTime } {
  const day = DateTime.fromISO(date, { zone: WEBINAR_ZONE });
  return { start: day.set({ hour: START_HOUR, minute: 0, second: 0, millisecond: 0 }), end: day.set({ hour: END_HOUR, minute: 0, second: 0, millisecond: 0 }) };
}

// Whether a date is one of the event's: on its weekday.
export const isOccurrenceDate = (webinar: Webinar, date: string): boolean => {
  const day = DateTime.fromISO(date, { zone: WEBINAR_ZONE });
  return day.isValid && day.toISODate() === date && day.weekday === webinar.weekday;
};

// The dates listed now: the 8 weekly ones of the rule from the first at least 4 days ahead (Israel's calendar).
export function listedDates(webinar: Webinar, now: Date): string[] {
  const from = DateTime.fromJSDate(now, { zone: WEBINAR_ZONE }).startOf('day').plus({ days: DAYS_AHEAD });
  const first = from.plus({ days: (webinar.weekday - from.weekday + 7) % 7 });
  return Array.from({ length: OCCURRENCES_SHOWN }, (_, i) => first.plus({ weeks: i }).toISODate()!);
}

// an empty field says only that it is required (abort: no format check after it)
const required = (message: string, max: number) => z.string().trim().min(1, { error: message, abort: true }).max(max, say(m.EventTextTooLong, { max }));
// digits with an optional leading + and spaces, dashes or brackets between them; 7–15 digits
const PHONE = /^\+?[\d\s\-()]{7,22}$/;

// The register dialog's form (the server checks the same).
export const registerDataSchema = z
  .object({
    email: required(m.EventEmailRequired, 200).pipe(z.email(m.EventEmailInvalid)).transform((e) => e.toLowerCase()),
    firstName: required(m.EventFirstNameRequired, NAME_MAX),
    lastName: required(m.EventLastNameRequired, NAME_MAX),
    phone: required(m.EventPhoneRequired, 30).pipe(z.string().refine((p) => PHONE.test(p) && p.replace(/\D/g, '').length >= 7 && p.replace(/\D/g, '').length <= 15, m.EventPhoneInvalid)),
  })
  .strict();
export type RegisterData = z.infer<typeof registerDataSchema>;

// The manage dialog's occurrence form: host (email), googleMeetLink and limit required; status D=No, A=Yes.
export const occurrenceDataSchema = z
  .object({
    // the formats checked on the string itself (an empty one says it is required)
    host: z.string().trim().max(200).email({ error: (issue) => (issue.input === '' ? m.EventHostRequired : m.EventHostInvalid) }),
    googleMeetLink: z.string().trim().max(500).url({ protocol: /^https?$/, error: (issue) => (issue.input === '' ? m.EventLinkRequired : m.EventLinkInvalid) }),
    limit: z.coerce.number({ error: m.EventLimitRequired }).int(say(m.EventLimitRange, { min: 1, max: LIMIT_MAX })).min(1, say(m.EventLimitRange, { min: 1, max: LIMIT_MAX })).max(LIMIT_MAX, say(m.EventLimitRange, { min: 1, max: LIMIT_MAX })),
    status: z.enum(['A', 'D']),
  })
  .strict();
export type OccurrenceData = z.infer<typeof occurrenceDataSchema>;

export const occurrenceSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  // the start and end, as instants (ISO, UTC)
  date: z.string(),
  end: z.string(),
  dateYear: z.number(),
  dateMonth: z.number(),
  dateDay: z.number(),
  status: z.enum(['A', 'D']),
  limit: z.number(),
  registeredCount: z.number(),
  waitingCount: z.number(),
  placesLeft: z.number(),
  // staff's and the registered person's only (null for others)
  host: z.string().nullable(),
  googleMeetLink: z.string().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const registrantSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  // A active, D cancelled
  status: z.enum(['A', 'D']),
  waiting: z.boolean(),
  cancelReason: z.string().nullable(),
  checkIn: z.boolean(),
  datecreated: z.string(),
});
export type Registrant = z.infer<typeof registrantSchema>;

// The occurrence an id names: its event, date and times, if the date is one of the event's.
export type OccurrenceRef = { occurrenceId: string; webinar: Webinar; date: string; start: DateTime; end: DateTime };
export function findOccurrence(productSlug: string, occurrenceId: string): OccurrenceRef | 'EventNotFound' | 'OccurrenceNotFound' {
  const parsed = parseOccurrenceId(occurrenceId);
  const webinar = parsed ? webinarOf(productSlug, parsed.eventUrl) : undefined;
  if (!parsed || !webinar) return 'EventNotFound';
  if (!isOccurrenceDate(webinar, parsed.date)) return 'OccurrenceNotFound';
  return { occurrenceId, webinar, date: parsed.date, ...occurrenceTimes(parsed.date) };
}
