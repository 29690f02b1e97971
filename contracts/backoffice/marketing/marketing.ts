// The marketing back-office's lists and limits (back-office spec §3, §4, §9): what posts, calendar
// events and tasks may hold. The forms, the deciders and the settings answer read them from here.

export const MARKETING_TYPES = ['Review', 'Video', 'Professional', 'WhatsApp'] as const;
export const MARKETING_SUBTYPES = ['Ai News', 'Article', 'CV Posts', 'Document', 'Quotes', 'Hot Topic', 'Meme', 'Poll', 'Text', 'Video'] as const;
export const CONTENT_EVENT_TYPES = ['Post', 'Review', 'Full video', 'Professional video', 'V Teaser', 'H Teaser', 'Professional', 'Poll', 'Newsletter', 'Announcement', 'Riddle'] as const;
export type MarketingType = (typeof MARKETING_TYPES)[number];
export type ContentEventType = (typeof CONTENT_EVENT_TYPES)[number];

// A post starts New; Closed keeps it out of the pickers.
export const POST_STATUSES = ['New', 'Ready', 'Need Rewrite', 'Hold', 'Closed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const NEW_POST_STATUS: PostStatus = 'New';

// A calendar event is not published yet, ready to be, or published (its figures count).
export const CALENDAR_STATUSES = ['No Publish', 'Ready', 'Published'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];
export const READY: CalendarStatus = 'Ready';
export const PUBLISHED: CalendarStatus = 'Published';

export const PLATFORMS = ['LINKEDIN', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'YOUTUBE', 'NEWSLETTER'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = 'LINKEDIN';

// Who publishes, each with the colour their events show in (dark enough for white text, WCAG AA).
export const PUBLISHERS = [
  { name: 'Company', color: '#1565c0' },
  { name: 'Founder', color: '#2e7d32' },
  { name: 'Coach', color: '#8e24aa' },
] as const;
export const PUBLISHER_NAMES = PUBLISHERS.map((p) => p.name) as unknown as readonly [string, ...string[]];

export const TASK_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];
// Closed means deleted.
export const TASK_STATUSES = ['Active', 'Closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

// The week grid: Sunday to Saturday, 7:00 to 17:50 in 10-minute rows, on Belgrade's clock.
export const CALENDAR_ZONE = 'Europe/Belgrade';
export const FIRST_HOUR = 7;
export const LAST_HOUR = 17;
export const SLOT_MINUTES = 10;
export const SLOTS_PER_DAY = ((LAST_HOUR - FIRST_HOUR + 1) * 60) / SLOT_MINUTES;

// Limits of one post, one event, one list.
export const MAX_VERSIONS = 20;
export const MAX_EVENT_POSTS = 10;
export const MAX_CALENDAR_DAYS = 42;
export const CALENDAR_PAGE_SIZE = 25;
export const FIND_POSTS_LIMIT = 200;
// the post search starts at this many characters (spec §5)
export const SEARCH_MIN = 2;

// 0 Sunday … 6 Saturday, as the grid's columns.
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

// Calendar arithmetic on plain days (YYYY-MM-DD), zone-free: a day is a day wherever it is read.
export const addDays = (day: string, days: number): string => {
  const d = utcDay(day);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
};
export const weekDayOf = (day: string): number => utcDay(day).getUTCDay();
export const weekStart = (day: string): string => addDays(day, -weekDayOf(day));
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
export const daysFrom = (from: string, to: string): string[] => Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));

// The day a tick of a task counts for: the day (Daily), the week's Sunday (Weekly), the month's
// first (Monthly). A weekly task ticked on Tuesday is done for the whole week.
export const taskPeriodOf = (frequency: string, day: string): string => (frequency === 'Weekly' ? weekStart(day) : frequency === 'Monthly' ? monthStart(day) : day);

// Whether a task is due on a day: a daily one on its days of the week, the others every day of
// their week or month.
export const taskDueOn = (task: { frequency: string; daysWeek: readonly number[] }, day: string): boolean =>
  task.frequency !== 'Daily' || task.daysWeek.includes(weekDayOf(day));

// The name a cloned version gets: the first of "<name> copy", "<name> copy 2", … not taken.
export function cloneName(name: string, taken: readonly string[]): string {
  const base = `${name} copy`;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base} ${n}`)) return `${base} ${n}`;
}
