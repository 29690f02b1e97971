import { DateTime } from 'luxon';
import { z } from 'zod';
import { withinYears } from '../../core/dates';
import { journeySettingsMessages as m } from './messages';

// The two summaries staff paste into WhatsApp, from a day on (Asia/Jerusalem).
export const COPY_ZONE = 'Asia/Jerusalem';
// at most this many jobs are listed by name; the rest are counted
export const NEWSLETTER_JOBS_LISTED = 15;

// a calendar day (YYYY-MM-DD) in the product's years
export const copyFromSchema = withinYears(z.iso.date({ error: m.CopyFromInvalid }));

// The day a summary starts on by default: yesterday, or on a Sunday the Thursday before (the
// weekend's news with it).
export const defaultCopyFrom = (now: Date): string => {
  const today = DateTime.fromJSDate(now, { zone: COPY_ZONE }).startOf('day');
  // luxon's weekday: 7 is Sunday
  return today.minus({ days: today.weekday === 7 ? 3 : 1 }).toISODate()!;
};

// The first moment of that day in Israel, as an instant.
export const startOfCopyDay = (day: string): Date => DateTime.fromISO(day, { zone: COPY_ZONE }).startOf('day').toJSDate();
