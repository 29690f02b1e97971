import { describe, expect, it } from 'vitest';
import { abbreviate, groupThousands, salaryLabel } from './salary';

const job = (salaryMin: number | null, salaryMax: number | null, salaryCurrency: 'ILS' | 'USD' | 'EUR' | 'GBP' = 'ILS', salaryFrequency: 'HOUR' | 'MONTH' | 'YEAR' = 'MONTH') => ({
  salaryMin,
  salaryMax,
  salaryCurrency,
  salaryFrequency,
});

describe('salary display', () => {
  it('abbreviates thousands with K and millions with M, to one decimal', () => {
    expect(abbreviate(950)).toBe('950');
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(12_500)).toBe('12.5K');
    expect(abbreviate(12_540)).toBe('12.5K');
    expect(abbreviate(999_000)).toBe('999K');
    expect(abbreviate(999_960)).toBe('1M');
    expect(abbreviate(1_250_000)).toBe('1.3M');
    expect(abbreviate(42.5)).toBe('42.5');
  });

  it('groups thousands with commas', () => {
    expect(groupThousands(950)).toBe('950');
    expect(groupThousands(12_500)).toBe('12,500');
    expect(groupThousands(1_250_000)).toBe('1,250,000');
    expect(groupThousands(55.75)).toBe('55.75');
  });

  it('shows a range, or one figure when only one is given or both agree', () => {
    expect(salaryLabel(job(10_000, 15_000), { abbreviated: true })).toEqual({ amount: '₪10K–15K', frequency: 'MONTH' });
    expect(salaryLabel(job(10_000, 15_000), { abbreviated: false })).toEqual({ amount: '₪10,000–15,000', frequency: 'MONTH' });
    expect(salaryLabel(job(20_000, 20_000), { abbreviated: true })?.amount).toBe('₪20K');
    expect(salaryLabel(job(null, 9_000), { abbreviated: false })?.amount).toBe('₪9,000');
    expect(salaryLabel(job(null, null), { abbreviated: true })).toBeNull();
  });

  it('marks each of the four currencies and keeps the frequency', () => {
    expect(salaryLabel(job(120_000, 150_000, 'USD', 'YEAR'), { abbreviated: true })).toEqual({ amount: '$120K–150K', frequency: 'YEAR' });
    expect(salaryLabel(job(40, 55, 'EUR', 'HOUR'), { abbreviated: true })).toEqual({ amount: '€40–55', frequency: 'HOUR' });
    expect(salaryLabel(job(1_000_000, 1_500_000, 'GBP', 'YEAR'), { abbreviated: true })?.amount).toBe('£1M–1.5M');
  });
});
