import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { SearchBox } from '../shared/search-box';
import type { SearchCriteria } from '../shared/search-slug';

// Marketplace spec §2: on a phone the landing's search section collapses on scroll. It sits under the
// top bar (56 px high under 600 px wide, else 64) and slides up under it by as much as the page has
// scrolled, at most 74 px; the main view's top thus goes from 128 px down to 56.
export const COLLAPSE_PX = 74;
export const headerHeight = (width: number): number => (width < 600 ? 56 : 64);
export const searchCollapse = (scrollY: number, width: number) => {
  const offset = -Math.min(COLLAPSE_PX, Math.max(0, scrollY));
  return { offset, top: headerHeight(width), mainTop: Math.min(128, Math.max(56, 128 - Math.max(0, scrollY))) };
};

const useScrollY = () => {
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    const read = () => setScrollY(window.scrollY);
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, []);
  return scrollY;
};

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

// The phone's search section: one row under the top bar, collapsing as the page scrolls (loaded on phones only).
export const MobileSearch = ({ value, onSearch }: { value: SearchCriteria; onSearch: (search: SearchCriteria) => void }) => {
  const { offset } = searchCollapse(useScrollY(), window.innerWidth);
  const top = useHeaderHeight();
  const collapsed = offset === -COLLAPSE_PX;
  return (
    <Box
      component="section"
      data-collapse={offset}
      // hidden under the top bar once collapsed: out of the keyboard's way too
      inert={collapsed}
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
        transform: `translateY(${offset}px)`,
        visibility: collapsed ? 'hidden' : 'visible',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SearchBox size="strip" value={value} onSearch={onSearch} />
      </Box>
    </Box>
  );
};
