import type { TFunction } from 'i18next';

type T = TFunction<'journey'>;
const NOT_IN = 'not in ';

// The server sends its lists (statuses, plans) in English: shown by their codes in the reader's
// language, and as sent when a code is new to the web.
export const statusLabel = (t: T, status: string): string =>
  status.startsWith(NOT_IN) ? t('lists.notIn', { product: status.slice(NOT_IN.length) }) : t(`lists.status.${status}` as 'lists.status.signed', { defaultValue: status });

export const planLabel = (t: T, plan: string): string => t(`lists.plan.${plan}` as 'lists.plan.standard pro', { defaultValue: plan });

