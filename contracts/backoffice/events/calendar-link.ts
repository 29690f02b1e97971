import { DateTime } from 'luxon';

// What a calendar needs of a registration: its occurrence's times (ISO instants) and what to call it.
export type CalendarEntry = { uid: string; title: string; description: string; start: string; end: string; url: string; location: string | null };

// Google Calendar's "add an event" link for the same entry.
export function googleCalendarLink(entry: CalendarEntry): string {
  const stamp = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");
  const params = new URLSearchParams({ action: 'TEMPLATE', text: entry.title, dates: `${stamp(entry.start)}/${stamp(entry.end)}`, details: `${entry.description}\n${entry.url}` });
  if (entry.location) params.set('location', entry.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
