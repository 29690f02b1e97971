import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_RATES, normaliseSalary, offerSalaryDifference, type OfferRates } from '../../../contracts/coaching/offers/salary';
import { offerRatesFrom } from '../../../ops/coaching/offers/offer-rates-config';

const rates: OfferRates = { date: '2025-07-01', base: 'ILS', rates: { ILS: 1, USD: 4, EUR: 5, GBP: 6 }, hoursPerMonth: 200 };
const offer = { firstSalaryOffer: 5000, firstSalaryOfferCurrency: 'USD', firstSalaryOfferFrequency: 'MONTH', finalSalary: 24000, finalSalaryCurrency: 'ILS', finalSalaryFrequency: 'MONTH' };

describe('salaries made comparable', () => {
  it('converts currency through ILS and frequency through the month', () => {
    expect(normaliseSalary(1000, { currency: 'USD', frequency: 'MONTH' }, { currency: 'ILS', frequency: 'MONTH' }, rates)).toBe(4000);
    expect(normaliseSalary(100, { currency: 'ILS', frequency: 'HOUR' }, { currency: 'ILS', frequency: 'MONTH' }, rates)).toBe(20000);
    expect(normaliseSalary(120000, { currency: 'EUR', frequency: 'YEAR' }, { currency: 'GBP', frequency: 'MONTH' }, rates)).toBeCloseTo(8333.33, 2);
    expect(normaliseSalary(6000, { currency: 'GBP', frequency: 'MONTH' }, { currency: 'USD', frequency: 'HOUR' }, rates)).toBe(45);
  });

  it('measures the final salary against the first offer in the final salary’s units', () => {
    // 5000 USD = 20000 ILS; 24000 is 4000 (20 %) more
    expect(offerSalaryDifference(offer, rates)).toEqual({ difference: 4000, percentage: 20, currency: 'ILS', frequency: 'MONTH' });
    expect(offerSalaryDifference({ ...offer, finalSalary: 15000 }, rates)).toEqual({ difference: -5000, percentage: -25, currency: 'ILS', frequency: 'MONTH' });
    expect(offerSalaryDifference({ ...offer, finalSalary: null }, rates)).toBeNull();
    expect(offerSalaryDifference({ ...offer, firstSalaryOffer: 0 }, rates)).toBeNull();
    expect(offerSalaryDifference({ ...offer, firstSalaryOfferCurrency: 'XYZ' }, rates)).toBeNull();
  });
});

describe('OFFER_RATES', () => {
  it('defaults to the dated table', () => {
    expect(offerRatesFrom(undefined)).toEqual(DEFAULT_OFFER_RATES);
    expect(DEFAULT_OFFER_RATES.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads the date, every currency and the hours of a month', () => {
    expect(offerRatesFrom('2026-01-15 usd=3.5 EUR=4 GBP=4.5 HOURS=186')).toEqual({ date: '2026-01-15', base: 'ILS', rates: { ILS: 1, USD: 3.5, EUR: 4, GBP: 4.5 }, hoursPerMonth: 186 });
    expect(offerRatesFrom('2026-01-15 USD=3.5 EUR=4 GBP=4.5').hoursPerMonth).toBe(DEFAULT_OFFER_RATES.hoursPerMonth);
  });

  it('says what is wrong with a setting it cannot use', () => {
    expect(() => offerRatesFrom('USD=3.5 EUR=4 GBP=4.5')).toThrow(/date/);
    expect(() => offerRatesFrom('2026-01-15 USD=3.5 EUR=4')).toThrow(/GBP/);
    expect(() => offerRatesFrom('2026-01-15 USD=-1 EUR=4 GBP=4.5')).toThrow(/USD=-1/);
    expect(() => offerRatesFrom('2026-01-15 USD=3 EUR=4 GBP=4.5 JPY=0.02')).toThrow(/JPY/);
  });
});
