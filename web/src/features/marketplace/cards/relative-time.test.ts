import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../shared/format';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('relative times', () => {
  it('uses the buckets minute, hour, day, week, month (30 days) and year (365 days) in English', () => {
    const en = (seconds: number) => relativeTime(ago(seconds), 'en', now);
    expect(en(5)).toBe('1 minute ago');
    expect(en(5 * MIN)).toBe('5 minutes ago');
    expect(en(2 * HOUR)).toBe('2 hours ago');
    expect(en(DAY)).toBe('yesterday');
    expect(en(3 * DAY)).toBe('3 days ago');
    expect(en(14 * DAY)).toBe('2 weeks ago');
    expect(en(29 * DAY)).toBe('4 weeks ago');
    expect(en(30 * DAY)).toBe('last month');
    expect(en(90 * DAY)).toBe('3 months ago');
    expect(en(364 * DAY)).toBe('12 months ago');
    expect(en(800 * DAY)).toBe('2 years ago');
  });

  it('speaks Hebrew without the count ICU adds in brackets', () => {
    const he = (seconds: number) => relativeTime(ago(seconds), 'he', now);
    expect(he(5 * MIN)).toBe('לפני 5 דקות');
    expect(he(HOUR)).toBe('לפני שעה');
    expect(he(2 * HOUR)).toBe('לפני שעתיים');
    expect(he(DAY)).toBe('אתמול');
    expect(he(3 * DAY)).toBe('לפני 3 ימים');
    expect(he(800 * DAY)).toBe('לפני שנתיים');
    for (const seconds of [MIN, HOUR, DAY, 7 * DAY, 30 * DAY, 365 * DAY]) expect(he(seconds)).not.toMatch(/\(\d+\)/);
  });

  it('never says a time in the future', () => {
    expect(relativeTime(new Date(now + 10 * MIN * 1000).toISOString(), 'en', now)).toBe('1 minute ago');
  });
});
