import { DateTime } from 'luxon';
import { CALENDAR_ZONE, FIRST_HOUR, LAST_HOUR, SLOT_MINUTES, weekStart } from '@contracts/backoffice/marketing/marketing';

// Days and times as the calendar shows them: dd.mm.yyyy and hh:mm (spec §9), on Belgrade's clock.
export const dayText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
export const timeText = (hours: number, minutes: number): string => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
export const dateTimeText = (iso: string): string => DateTime.fromISO(iso, { zone: CALENDAR_ZONE }).toFormat('dd.MM.yyyy HH:mm');

// Today on Belgrade's clock, and the minute of the day it is there (the grid's 'now').
export const belgradeNow = (now = Date.now()) => {
  const here = DateTime.fromMillis(now, { zone: CALENDAR_ZONE });
  return { day: here.toISODate()!, hours: here.hour, minutes: here.minute };
};
export const thisWeek = (now = Date.now()): string => weekStart(belgradeNow(now).day);

// The grid's rows: 7:00, 7:10, … 17:50.
export const SLOTS = Array.from({ length: ((LAST_HOUR - FIRST_HOUR + 1) * 60) / SLOT_MINUTES }, (_, i) => ({
  hours: FIRST_HOUR + Math.floor((i * SLOT_MINUTES) / 60),
  minutes: (i * SLOT_MINUTES) % 60,
}));
export const slotIndex = (hours: number, minutes: number): number => ((hours - FIRST_HOUR) * 60 + minutes) / SLOT_MINUTES;
