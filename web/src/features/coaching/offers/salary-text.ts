import type { TFunction } from 'i18next';
import { isolate } from '../../../shared/bidi';

// "24,000 ILS a month" in the reader's language; the amount and its currency stay one
// left-to-right piece inside a Hebrew line ("+4,000 ILS", not "ILS 4,000+"). `signed` says
// which way a difference goes.
export const salaryText = (t: TFunction<'offers'>, language: string, amount: number | null, currency: string, frequency: string, signed = false): string =>
  amount === null
    ? t('offers.none')
    : `${isolate(`${new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(amount)} ${currency}`)} ${t(`frequencies.${frequency as 'MONTH'}`)}`;

// Intl places the sign and the per cent sign; isolated, they stay on the number's side in Hebrew
export const percentText = (language: string, value: number): string =>
  isolate(new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(value / 100));

// From one amount to another, the arrow pointing the way the line reads.
export const fromToText = (rtl: boolean, from: string, to: string): string => `${from} ${rtl ? '←' : '→'} ${to}`;

export const dayText = (language: string, day: string | null): string => (day ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)) : '');
