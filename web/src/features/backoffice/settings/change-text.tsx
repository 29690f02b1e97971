import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listChange, valueText } from './setting-values';

// A setting's change as a reader takes it in: a list by what it gained and lost, a value from what
// to what (each value isolated, so a name in another script keeps its place in the line).
export function useChangeText(): (from: unknown, to: unknown) => ReactNode {
  const { t, i18n } = useTranslation('settings');
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'conjunction' });
  return (from, to) => {
    const lists = listChange(from, to);
    if (lists && (lists.added.length || lists.removed.length)) {
      // times and numbers read left to right in a Hebrew line too
      const values = (items: string[]) => `\u2066${list.format(items)}\u2069`;
      const said = [lists.added.length ? t('added', { values: values(lists.added) }) : null, lists.removed.length ? t('removed', { values: values(lists.removed) }) : null];
      return said.filter(Boolean).join(' · ');
    }
    return (
      <>
        <bdi dir="auto">{valueText(from)}</bdi>
        {t('arrow')}
        <bdi dir="auto">{valueText(to)}</bdi>
      </>
    );
  };
}
