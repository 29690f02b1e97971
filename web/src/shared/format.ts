import type { Job } from '@contracts/marketplace/jobs/job';

const trimNumber = (value: number) => (Math.round(value * 10) / 10).toString();

// Salary labels abbreviate thousands and millions: 12500 → 12.5K.
export const abbreviateAmount = (value: number): string => {
  if (Math.abs(value) >= 1_000_000) return `${trimNumber(value / 1_000_000)}M`;
  if (Math.abs(value) >= 1_000) return `${trimNumber(value / 1_000)}K`;
  return trimNumber(value);
};

export type SalaryParts = { currency: string; range: string; frequency: Job['salaryFrequency'] };

export const salaryParts = (job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryFrequency'>): SalaryParts | null => {
  const { salaryMin: min, salaryMax: max } = job;
  if (min === null && max === null) return null;
  const range =
    min !== null && max !== null && min !== max
      ? `${abbreviateAmount(min)}–${abbreviateAmount(max)}`
      : abbreviateAmount((min ?? max) as number);
  return { currency: job.salaryCurrency, range, frequency: job.salaryFrequency };
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Buckets minute, hour, day, week, month (30 days), year (365 days), in the reader's language.
export const relativeTime = (iso: string, language: string, now = Date.now()): string => {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // ICU's Hebrew adds the count in brackets to singular and dual forms ('לפני שעה (1)').
  const say = (value: number, unit: Intl.RelativeTimeFormatUnit) => format.format(-value, unit).replace(/\s*\(\d+\)$/, '');
  if (seconds < HOUR) return say(Math.max(1, Math.floor(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return say(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return say(Math.floor(seconds / DAY), 'day');
  if (seconds < MONTH) return say(Math.floor(seconds / WEEK), 'week');
  if (seconds < YEAR) return say(Math.floor(seconds / MONTH), 'month');
  return say(Math.floor(seconds / YEAR), 'year');
};

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

// 14 card colours, each dark enough for white initials (WCAG AA); a name always gets the same one.
export const cardColors = [
  '#4338ca', '#0369a1', '#0f766e', '#15803d', '#a16207', '#c2410c', '#b91c1c',
  '#be185d', '#7e22ce', '#6d28d9', '#0e7490', '#4d7c0f', '#be123c', '#475569',
] as const;

export const colorFor = (key: string | number): string => {
  if (typeof key === 'number') return cardColors[Math.abs(key) % cardColors.length];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return cardColors[Math.abs(hash) % cardColors.length];
};

// dd.mm.yyyy hh:mm, as the back-office writes dates (spec §9)
export const dateText = (iso: string, language: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};
