import { salaryCurrencies } from '../../../contracts/coaching/journey/lists';
import { DEFAULT_OFFER_RATES, type OfferRates } from '../../../contracts/coaching/offers/salary';

// OFFER_RATES: the date the rates are of, then what one unit of each currency is worth in ILS, and
// optionally the hours of a full-time month, e.g. "2025-07-01 USD=3.37 EUR=3.95 GBP=4.62 HOURS=182".
// Unset, the default table (dated) is used.
export function offerRatesFrom(setting: string | undefined): OfferRates {
  if (!setting?.trim()) return DEFAULT_OFFER_RATES;
  const [date, ...pairs] = setting.trim().split(/\s+/);
  const fail = (why: string) => new Error(`OFFER_RATES ${why}, e.g. "2025-07-01 USD=3.37 EUR=3.95 GBP=4.62 HOURS=182"; got "${setting}"`);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw fail('must start with the date of the rates (YYYY-MM-DD)');
  const values = new Map<string, number>();
  for (const pair of pairs) {
    const [name, raw] = pair.split('=');
    const value = Number(raw);
    if (!name || !raw || !Number.isFinite(value) || value <= 0) throw fail(`has "${pair}": use NAME=positive number`);
    values.set(name.toUpperCase(), value);
  }
  const foreign = salaryCurrencies.filter((c) => c !== 'ILS');
  const missing = foreign.filter((c) => !values.has(c));
  if (missing.length) throw fail(`needs a rate for ${missing.join(', ')}`);
  const unknown = [...values.keys()].filter((k) => k !== 'HOURS' && k !== 'ILS' && !foreign.includes(k as (typeof foreign)[number]));
  if (unknown.length) throw fail(`names ${unknown.join(', ')}, which is not one of ${[...foreign, 'HOURS'].join(', ')}`);
  const rates = Object.fromEntries([['ILS', 1], ...foreign.map((c) => [c, values.get(c)!])]) as OfferRates['rates'];
  return { date, base: 'ILS', rates, hoursPerMonth: values.get('HOURS') ?? DEFAULT_OFFER_RATES.hoursPerMonth };
}
