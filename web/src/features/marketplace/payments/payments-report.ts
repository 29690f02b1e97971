import type { Payment } from '../../../../../contracts/marketplace/payments/calls';

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

export type PaymentSummary = { succeeded: number; failed: number; unfinished: number; revenue: { currency: string; amount: number }[] };

// Money counts only from payments that succeeded; each currency is summed on its own.
export const summarize = (payments: readonly Payment[]): PaymentSummary => {
  const revenue = new Map<string, number>();
  let succeeded = 0;
  let failed = 0;
  for (const p of payments) {
    if (p.status === 'succeeded') {
      succeeded++;
      revenue.set(p.currency, Math.round(((revenue.get(p.currency) ?? 0) + p.amount) * 100) / 100);
    } else if (p.status === 'failed') failed++;
  }
  return { succeeded, failed, unfinished: payments.length - succeeded - failed, revenue: [...revenue].map(([currency, amount]) => ({ currency, amount })) };
};
