import { dateText } from './format';

type Change = { changedBy: { name: string | null } | null; changedAt: string | null };
// params hold what the key's text names (empty where it names nothing)
type Said = { key: 'changedBy' | 'changedBySomeone' | 'neverChanged'; params: { name: string; date: string } };

// What a setting's last change says: who and when, when only (an account since deleted), or never;
// the screen's namespace holds the three texts under these keys.
export const lastChangeOf = ({ changedBy, changedAt }: Change, language: string): Said => {
  if (!changedAt) return { key: 'neverChanged', params: { name: '', date: '' } };
  const date = dateText(changedAt, language);
  return changedBy?.name ? { key: 'changedBy', params: { name: changedBy.name, date } } : { key: 'changedBySomeone', params: { name: '', date } };
};
