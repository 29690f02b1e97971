import { describe, expect, it } from 'vitest';
import { withListExtras } from './list-extras';

const kinds = (count: number, options: { promo: boolean; suggestion: boolean }) =>
  withListExtras(Array.from({ length: count }, (_, i) => i), options).map((e) => (e.kind === 'item' ? e.item : e.kind));

describe('the list with its extra cards', () => {
  it('puts the promotional card second and the suggestion after the 4th item', () => {
    expect(kinds(6, { promo: true, suggestion: true })).toEqual([0, 'promo', 1, 2, 3, 'suggestion', 4, 5]);
  });

  it('puts the suggestion last when there are fewer than 4 items', () => {
    expect(kinds(3, { promo: true, suggestion: true })).toEqual([0, 'promo', 1, 2, 'suggestion']);
    expect(kinds(1, { promo: true, suggestion: true })).toEqual([0, 'promo', 'suggestion']);
    expect(kinds(4, { promo: false, suggestion: true })).toEqual([0, 1, 2, 3, 'suggestion']);
  });

  it('adds nothing to an empty list, and only what is asked for', () => {
    expect(kinds(0, { promo: true, suggestion: true })).toEqual([]);
    expect(kinds(5, { promo: false, suggestion: false })).toEqual([0, 1, 2, 3, 4]);
  });
});
