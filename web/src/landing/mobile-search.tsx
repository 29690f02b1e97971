import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SearchBox } from '../shared/search-box';
import type { SearchCriteria } from '../shared/search-slug';

// Marketplace spec §2: on a phone the landing's search section collapses on scroll. It sits under the
// top bar (56 px high under 600 px wide, else 64) and slides up under it by as much as the page has
// scrolled, at most 74 px; the main view's top thus goes from 128 px down to 56.
export const COLLAPSE_PX = 74;
export const headerHeight = (width: number): number => (width < 600 ? 56 : 64);
// how far the section has slid up, in whole pixels (an overscroll at the top counts as none)
export const searchCollapse = (scrollY: number): number => Math.round(Math.min(COLLAPSE_PX, Math.max(0, scrollY)));

const subscribeToScroll = (onScroll: () => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

// The slide read at each scroll: React renders only when it differs from the last one read, so a
// scroll past 74 px or within a pixel renders nothing.
const useCollapse = () => useSyncExternalStore(subscribeToScroll, () => searchCollapse(window.scrollY));

// The top bar as it is: on a phone its tabs make a second row under the 56 px one.
const useHeaderHeight = () => {
  const [height, setHeight] = useState(() => headerHeight(window.innerWidth));
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(Math.round(header.getBoundingClientRect().height)));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
};

// The section that slides: its contents come made from MobileSearch, so a slide re-renders the section
// alone, and the slide is an inline style rather than a new class for every pixel.
const CollapsingSection = ({ children }: { children: ReactNode }) => {
  const slid = useCollapse();
  const top = useHeaderHeight();
  const collapsed = slid === COLLAPSE_PX;
  return (
    <Box
      component="section"
      data-collapse={-slid}
      // hidden under the top bar once collapsed: out of the keyboard's way too
      inert={collapsed}
      style={{ transform: `translateY(${-slid}px)` }}
      sx={{
        position: 'sticky',
        top,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        height: COLLAPSE_PX,
        px: 1.5,
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        visibility: collapsed ? 'hidden' : 'visible',
      }}
    >
      {children}
    </Box>
  );
};

// The phone's search section: one row under the top bar, collapsing as the page scrolls (loaded on phones only).
export const MobileSearch = ({ value, onSearch }: { value: SearchCriteria; onSearch: (search: SearchCriteria) => void }) => (
  <CollapsingSection>
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <SearchBox size="strip" value={value} onSearch={onSearch} />
    </Box>
  </CollapsingSection>
);
