import { z } from 'zod';
import { salaryCurrencies, salaryFrequencies } from '../journey/lists';
import type { SalaryCurrency, SalaryFrequency } from './lists';

// Exchange rates and working hours that make salaries comparable: what one unit of each currency
// is worth in ILS on `date`, and the hours of a full-time month. Set by OFFER_RATES; the default
// table below is dated so a reader knows how old it is.
export const offerRatesSchema = z.object({
  date: z.string(),
  base: z.literal('ILS'),
  rates: z.object(Object.fromEntries(salaryCurrencies.map((c) => [c, z.number()])) as Record<SalaryCurrency, z.ZodNumber>),
  hoursPerMonth: z.number(),
});
export type OfferRates = z.infer<typeof offerRatesSchema>;

export const DEFAULT_OFFER_RATES: OfferRates = {
  date: '2025-07-01',
  base: 'ILS',
  rates: { ILS: 1, USD: 3.37, EUR: 3.95, GBP: 4.62 },
  // a 42-hour week (Israel's full-time standard) over a month
  hoursPerMonth: 182,
};

export type SalaryUnit = { currency: SalaryCurrency; frequency: SalaryFrequency };

const monthsIn = (frequency: SalaryFrequency, rates: OfferRates): number => (frequency === 'HOUR' ? 1 / rates.hoursPerMonth : frequency === 'YEAR' ? 12 : 1);

// A salary in another currency and frequency.
export function normaliseSalary(amount: number, from: SalaryUnit, to: SalaryUnit, rates: OfferRates): number {
  const monthlyInBase = (amount * rates.rates[from.currency]) / monthsIn(from.frequency, rates);
  return (monthlyInBase * monthsIn(to.frequency, rates)) / rates.rates[to.currency];
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export const isSalaryCurrency = (value: string): value is SalaryCurrency => (salaryCurrencies as readonly string[]).includes(value);
export const isSalaryFrequency = (value: string): value is SalaryFrequency => (salaryFrequencies as readonly string[]).includes(value);

type OfferSalaries = {
  firstSalaryOffer: number | null;
  firstSalaryOfferCurrency: string;
  firstSalaryOfferFrequency: string;
  finalSalary: number | null;
  finalSalaryCurrency: string;
  finalSalaryFrequency: string;
};

const unitOf = (currency: string, frequency: string): SalaryUnit | null => (isSalaryCurrency(currency) && isSalaryFrequency(frequency) ? { currency, frequency } : null);

// How far the final salary moved from the first offer, in the final salary's currency and
// frequency (the first offer converted to them): null without both, or with a first offer of 0.
export function offerSalaryDifference(offer: OfferSalaries, rates: OfferRates): { difference: number; percentage: number; currency: SalaryCurrency; frequency: SalaryFrequency } | null {
  const from = unitOf(offer.firstSalaryOfferCurrency, offer.firstSalaryOfferFrequency);
  const to = unitOf(offer.finalSalaryCurrency, offer.finalSalaryFrequency);
  if (offer.firstSalaryOffer === null || offer.finalSalary === null || !from || !to) return null;
  const first = normaliseSalary(offer.firstSalaryOffer, from, to, rates);
  if (first <= 0) return null;
  const difference = offer.finalSalary - first;
  return { difference: round2(difference), percentage: round2((difference / first) * 100), currency: to.currency, frequency: to.frequency };
}
