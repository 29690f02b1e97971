// The card list with its two extra cards (marketplace spec §2): on the jobs list the promotional
// card is the second item; on both lists the suggestion card follows the 4th item (or the last,
// when there are fewer).
export type ListEntry<T> = { kind: 'item'; item: T } | { kind: 'promo' } | { kind: 'suggestion' };

export const withListExtras = <T>(items: readonly T[], { promo, suggestion }: { promo: boolean; suggestion: boolean }): ListEntry<T>[] => {
  const entries: ListEntry<T>[] = items.map((item) => ({ kind: 'item', item }));
  if (items.length === 0) return entries;
  if (suggestion) entries.splice(Math.min(4, items.length), 0, { kind: 'suggestion' });
  if (promo) entries.splice(1, 0, { kind: 'promo' });
  return entries;
};
