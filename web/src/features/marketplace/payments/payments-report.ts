// A range of whole UTC days, as getPayments takes it: YYYY-MM-DD, both days included.
export type Range = { from: string; to: string };

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));

// The last 30 days, today included.
export const defaultRange = (now: Date): Range => ({ from: dayOf(new Date(now.getTime() - 29 * DAY)), to: dayOf(now) });

// What is wrong with a range typed or pasted into the address, or null: nothing is asked until it is right.
export const rangeProblem = (range: Range): 'invalid' | 'order' | null => {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  return range.from > range.to ? 'order' : null;
};
