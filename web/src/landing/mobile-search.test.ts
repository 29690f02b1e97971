import { describe, expect, it } from 'vitest';
import { headerHeight, searchCollapse } from './mobile-search';

describe("the phone's landing search collapsing on scroll (marketplace spec §2)", () => {
  it('slides up by as much as the page scrolled, at most 74 px, so the main view starts between 128 and 56 px', () => {
    expect(searchCollapse(0, 375)).toEqual({ offset: -0, top: 56, mainTop: 128 });
    expect(searchCollapse(30, 375)).toEqual({ offset: -30, top: 56, mainTop: 98 });
    expect(searchCollapse(500, 375)).toEqual({ offset: -74, top: 56, mainTop: 56 });
    // an overscroll at the top (iOS) counts as none
    expect(searchCollapse(-20, 375)).toEqual({ offset: -0, top: 56, mainTop: 128 });
  });

  it('sits under a 56 px top bar below 600 px wide, else 64', () => {
    expect(headerHeight(375)).toBe(56);
    expect(headerHeight(599)).toBe(56);
    expect(headerHeight(600)).toBe(64);
    expect(searchCollapse(0, 768).top).toBe(64);
  });
});
