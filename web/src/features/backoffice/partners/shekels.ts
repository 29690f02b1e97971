// An amount in shekels, as the second partner's table shows it (spec §9), rounded to 2 decimals.
export const shekels = (value: number, language: string): string =>
  new Intl.NumberFormat(language === 'he' ? 'he-IL' : 'en-IL', { style: 'currency', currency: 'ILS', maximumFractionDigits: 2 }).format(value);
