import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { emptySearch } from '../shared/search-slug';
import { renderWithApp } from '../test/render';
import { headerHeight, MobileSearch, searchCollapse } from './mobile-search';

describe("the phone's landing search collapsing on scroll (marketplace spec §2)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('slides up by as much as the page scrolled, in whole pixels, at most 74 px', () => {
    expect(searchCollapse(0)).toBe(0);
    expect(searchCollapse(30)).toBe(30);
    expect(searchCollapse(30.4)).toBe(30);
    expect(searchCollapse(500)).toBe(74);
    // an overscroll at the top (iOS) counts as none
    expect(searchCollapse(-20)).toBe(0);
  });

  it('sits under a 56 px top bar below 600 px wide, else 64', () => {
    expect(headerHeight(375)).toBe(56);
    expect(headerHeight(599)).toBe(56);
    expect(headerHeight(600)).toBe(64);
  });

  it('renders again only when a scroll moves the section by a whole pixel', () => {
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const commits: string[] = [];
    const { container } = renderWithApp(
      <Profiler id="mobile-search" onRender={(_id, phase) => commits.push(phase)}>
        <MobileSearch value={emptySearch} onSearch={() => undefined} />
      </Profiler>,
    );
    const section = container.querySelector('section[data-collapse]')!;
    expect(section.getAttribute('data-collapse')).toBe('0');
    const scrolled = commits.length;

    for (const y of [10, 10.3, 30, 200, 400, 500, 30.2]) {
      scrollY = y;
      act(() => void window.dispatchEvent(new Event('scroll')));
    }
    // 10, 30, 74 and back to 30: four moves out of seven scrolls
    expect(commits.slice(scrolled)).toEqual(['update', 'update', 'update', 'update']);
    expect(section.getAttribute('data-collapse')).toBe('-30');
    expect((section as HTMLElement).style.transform).toBe('translateY(-30px)');
  });
});
