import type { Job } from '@contracts/marketplace/jobs/job';

type Salary = Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryFrequency'>;

export const currencySymbols: Record<Job['salaryCurrency'], string> = { ILS: '₪', USD: '$', EUR: '€', GBP: '£' };

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

// Labels abbreviate thousands and millions: 12500 → 12.5K, 1250000 → 1.3M.
export const abbreviate = (value: number): string => {
  if (Math.abs(value) >= 999_950) return `${oneDecimal(value / 1_000_000)}M`;
  if (Math.abs(value) >= 1_000) return `${oneDecimal(value / 1_000)}K`;
  return oneDecimal(value);
};

// Numbers grouped by thousands, in both languages with a comma: 12500 → 12,500.
export const groupThousands = (value: number): string => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

export type SalaryLabel = { amount: string; frequency: Job['salaryFrequency'] };

// '₪10K–15K' on a card (abbreviated), '₪10,000–15,000' on the detail; one figure when the two agree
// or only one is given; null without a salary. The frequency ('/month') is the reader's language.
export const salaryLabel = (salary: Salary, { abbreviated }: { abbreviated: boolean }): SalaryLabel | null => {
  const { salaryMin: min, salaryMax: max } = salary;
  if (min === null && max === null) return null;
  const show = abbreviated ? abbreviate : groupThousands;
  const symbol = currencySymbols[salary.salaryCurrency] ?? salary.salaryCurrency;
  const amount = min !== null && max !== null && min !== max ? `${symbol}${show(min)}–${show(max)}` : `${symbol}${show((min ?? max) as number)}`;
  return { amount, frequency: salary.salaryFrequency };
};
