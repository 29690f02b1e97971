// The statistics count by week: a week runs Sunday to Saturday in Israel (Asia/Jerusalem), and is
// named by its Sunday (YYYY-MM-DD).
export const STATISTICS_ZONE = 'Asia/Jerusalem';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const localParts = new Intl.DateTimeFormat('en-US', { timeZone: STATISTICS_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// The day a moment falls on in Israel.
export function israelDayOf(ms: number): string {
  const parts = Object.fromEntries(localParts.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// The Sunday of a day's week.
export function weekOfDay(day: string): string {
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  const sunday = new Date(at - new Date(at).getUTCDay() * DAY_MS);
  return sunday.toISOString().slice(0, 10);
}

// Israel's offset is a whole number of hours: every moment of one UTC hour is on the same local
// day, so a rebuild over a million events asks Intl once per hour of the log, not once per event.
const byHour = new Map<number, string>();

// The week of a moment (an ISO time) or of a day (YYYY-MM-DD); null for what is neither.
export function weekOf(at: string): string | null {
  if (DAY.test(at)) return weekOfDay(at);
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return null;
  const hour = Math.floor(ms / HOUR_MS);
  let week = byHour.get(hour);
  if (week === undefined) {
    if (byHour.size > 50_000) byHour.clear();
    week = weekOfDay(israelDayOf(ms));
    byHour.set(hour, week);
  }
  return week;
}

export const addWeeks = (week: string, n: number): string => new Date(Date.parse(`${week}T00:00:00Z`) + n * 7 * DAY_MS).toISOString().slice(0, 10);

// Every week from the week of `from` to the week of `to`, both days included.
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekOfDay(from), last = weekOfDay(to); week <= last; week = addWeeks(week, 1)) weeks.push(week);
  return weeks;
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
