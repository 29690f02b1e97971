import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem } from './payments-report';

describe('the payments report', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange(new Date('2026-11-25T08:00:00.000Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('says what is wrong with a range before anything is asked', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe('order');
    expect(rangeProblem({ from: 'yesterday', to: '2026-11-30' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-02-30x', to: '2026-11-30' })).toBe('invalid');
  });
});
