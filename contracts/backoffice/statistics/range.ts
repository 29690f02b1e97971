import { z } from 'zod';
import { withinYears } from '../../core/dates';
import { say } from '../../core/messages';
import { statisticsMessages as m } from './messages';
import { addDays, addWeeks, weekOfDay, weeksBetween } from './weeks';

export const MAX_RANGE_WEEKS = 156;
// without a range: the last twelve weeks, this one included
export const DEFAULT_RANGE_WEEKS = 12;

// a day the calendar has (not 30 February)
const isCalendarDay = (day: string): boolean => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
};
const daySchema = withinYears(z.iso.date(m.DayFormat).refine(isCalendarDay, m.DayFormat));

// { from, to }: whole days in Israel, both included; a figure counts in the weeks (Sunday to
// Saturday) these days fall in. Either may be left out: to is today, from twelve weeks back.
export const rangeInputSchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .strict()
  .superRefine((range, ctx) => {
    if (range.from === undefined || range.to === undefined) return;
    // a day its own rule refused is said there; no range to measure
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
    if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.RangeReversed });
    else if (weeksBetween(range.from, range.to).length > MAX_RANGE_WEEKS) ctx.addIssue({ code: 'custom', path: ['from'], message: say(m.RangeTooLong, { weeks: MAX_RANGE_WEEKS }) });
  })
  .default({});
export type RangeInput = z.output<typeof rangeInputSchema>;

export type Range = { from: string; to: string; weeks: string[] };

// The range a call answers for, given today in Israel.
export function resolveRange(input: RangeInput, today: string): Range {
  // a range given only its start ends today, or where the longest range would
  const longest = input.from === undefined ? today : addDays(addWeeks(weekOfDay(input.from), MAX_RANGE_WEEKS - 1), 6);
  const to = input.to ?? (input.from !== undefined && input.from > today ? input.from : today < longest ? today : longest);
  const from = input.from ?? addWeeks(weekOfDay(to), -(DEFAULT_RANGE_WEEKS - 1));
  return { from, to, weeks: weeksBetween(from, to) };
}

// The range of as many weeks just before (what the cards compare with).
export function previousRange(range: Range): Range {
  const weeks = range.weeks.length;
  const first = addWeeks(range.weeks[0]!, -weeks);
  const last = addWeeks(range.weeks[0]!, -1);
  return { from: first, to: addDays(last, 6), weeks: weeksBetween(first, last) };
}

export const rangeOutputShape = { from: z.string(), to: z.string(), weeks: z.array(z.string()) };
