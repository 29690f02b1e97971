import { describe, expect, it } from 'vitest';
import { defaultCopyFrom, startOfCopyDay } from './copies';

describe('the day the WhatsApp texts start on', () => {
  it('is yesterday in Israel', () => {
    // Wednesday 25 November, 09:00 in Israel
    expect(defaultCopyFrom(new Date('2026-11-25T07:00:00.000Z'))).toBe('2026-11-24');
    // Tuesday 23:30 UTC is already Wednesday in Israel
    expect(defaultCopyFrom(new Date('2026-11-24T23:30:00.000Z'))).toBe('2026-11-24');
  });

  it('is the Thursday before on a Sunday, so the weekend is in it', () => {
    expect(defaultCopyFrom(new Date('2026-11-29T06:00:00.000Z'))).toBe('2026-11-26');
    // Saturday night UTC is Sunday in Israel
    expect(defaultCopyFrom(new Date('2026-11-28T22:30:00.000Z'))).toBe('2026-11-26');
  });

  it('starts at midnight in Israel', () => {
    expect(startOfCopyDay('2026-11-26').toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(startOfCopyDay('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });
});
