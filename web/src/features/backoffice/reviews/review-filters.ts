import type { ExtraOut } from '@contracts/backoffice/reviews/calls';
import type { StarRating } from '@contracts/backoffice/reviews/review';

// What the filter checkboxes keep (spec §2 "with filter checkboxes"): hidden and shown items each
// on or off; any partner flag checked keeps only items with one of those checked; stars, one or all.
export type Filters = { hidden: boolean; visible: boolean; synamedia: boolean; bfl: boolean; b2b: boolean; noEmail: boolean; stars: StarRating | '' };
export const allShown: Filters = { hidden: true, visible: true, synamedia: false, bfl: false, b2b: false, noEmail: false, stars: '' };

export function kept(filters: Filters, extra: ExtraOut | undefined, stars?: StarRating): boolean {
  const hidden = extra?.hide ?? false;
  if (hidden ? !filters.hidden : !filters.visible) return false;
  const partners = (['synamedia', 'bfl', 'b2b'] as const).filter((f) => filters[f]);
  if (partners.length && !partners.some((f) => extra?.[f])) return false;
  if (filters.noEmail && extra?.email) return false;
  return !filters.stars || stars === undefined || filters.stars === stars;
}
