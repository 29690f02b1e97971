import { createEvent, type DateArray } from 'ics';
import { DateTime } from 'luxon';
import type { CalendarEntry } from './calendar-link';

export type { CalendarEntry } from './calendar-link';

const utcParts = (iso: string): DateArray => {
  const t = DateTime.fromISO(iso, { zone: 'utc' });
  return [t.year, t.month, t.day, t.hour, t.minute];
};

// The .ics of an occurrence (UTC times: every calendar shows them in its own zone), the same for the
// page's download and the confirmation mail.
export function occurrenceCalendar(entry: CalendarEntry): string {
  const { error, value } = createEvent({
    uid: entry.uid,
    title: entry.title,
    description: entry.description,
    start: utcParts(entry.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(entry.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: entry.url,
    ...(entry.location ? { location: entry.location } : {}),
  });
  if (error || !value) throw error ?? new Error('the calendar entry could not be written');
  return value;
}
