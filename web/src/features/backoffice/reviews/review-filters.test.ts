import { describe, expect, it } from 'vitest';
import { allShown, kept } from './review-filters';

const extra = (over: Partial<{ hide: boolean; synamedia: boolean; bfl: boolean; b2b: boolean; email: string }>) => ({ email: '', gReviewLink: '', hide: false, synamedia: false, bfl: false, b2b: false, ...over });

describe('the curation filters', () => {
  it('keep everything at first, and hidden or shown items by their boxes', () => {
    expect(kept(allShown, undefined)).toBe(true);
    expect(kept({ ...allShown, hidden: false }, extra({ hide: true }))).toBe(false);
    expect(kept({ ...allShown, hidden: false }, undefined)).toBe(true);
    expect(kept({ ...allShown, visible: false }, undefined)).toBe(false);
  });

  it('keep the items of any partner checked, those with no email, and one star rating', () => {
    expect(kept({ ...allShown, bfl: true }, extra({ synamedia: true }))).toBe(false);
    expect(kept({ ...allShown, bfl: true, synamedia: true }, extra({ synamedia: true }))).toBe(true);
    expect(kept({ ...allShown, noEmail: true }, extra({ email: 'a@b.co' }))).toBe(false);
    expect(kept({ ...allShown, stars: 'FIVE' }, undefined, 'FOUR')).toBe(false);
    expect(kept({ ...allShown, stars: 'FIVE' }, undefined, 'FIVE')).toBe(true);
  });
});
