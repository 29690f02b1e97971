import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { jobStatuses, type JobStatus } from '@contracts/marketplace/jobs/job';
import { en } from './locales/en';

export type JobField = keyof typeof en.field;

const isStatus = (value: unknown): value is JobStatus => typeof value === 'string' && (jobStatuses as readonly string[]).includes(value);
export const isJobField = (name: string): name is JobField => Object.hasOwn(en.field, name);

// The server describes a change with a key and its parameters (contracts/core/history.ts); the
// reader's language says it: statuses and field names by their labels, lists as the language joins them.
export function useChangeText(): (change: HistoryEntry['change']) => string {
  const { t, i18n } = useTranslation('jobHistory');
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const status = (value: unknown) => (isStatus(value) ? t(`status.${value}`) : String(value));
  const fields = (names: unknown) => {
    const labels = (Array.isArray(names) ? names : []).map((name: string) => (isJobField(name) ? t(`field.${name}`) : name));
    return list.format([...new Set(labels)]);
  };
  return ({ key, params }) => {
    switch (key) {
      case 'job.created':
        return t('change.created', { status: status(params.status) });
      case 'job.edited':
        return t('change.edited', { fields: fields(params.fields) });
      case 'job.statusChanged':
        return params.from === null || params.from === undefined
          ? t('change.statusSet', { to: status(params.to) })
          : t('change.statusChanged', { from: status(params.from), to: status(params.to) });
      default:
        return t('change.other');
    }
  };
}

// When: relative ("5 minutes ago") and absolute, in the reader's language and time zone.
export const absoluteTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
